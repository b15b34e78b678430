import { signIn } from '@/features/ops/server/sign-in.server';
import { clientAddress } from '@/lib/client-address.server';
import { env } from '@/lib/env';

/** The operator dashboard's sign-in form posts the OPERATOR_TOKEN here. */
export async function POST(request: Request): Promise<Response> {
  return signIn(request, env().OPERATOR_TOKEN, await clientAddress());
}
