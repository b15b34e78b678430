import { signIn } from '@/features/ops/server/sign-in.server';
import { clientAddress } from '@/lib/client-address.server';
import { env } from '@/lib/env';
import { apiRoute } from '@/lib/api-route';

/** The operator dashboard's sign-in form posts the OPERATOR_TOKEN here. */
async function handlePOST(request: Request): Promise<Response> {
  return signIn(request, env().OPERATOR_TOKEN, await clientAddress());
}

export const POST = apiRoute(handlePOST);
