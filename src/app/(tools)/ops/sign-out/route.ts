import { signOut } from '@/features/ops/server/sign-in.server';
import { apiRoute } from '@/lib/api-route';

function handlePOST(request: Request): Promise<Response> {
  return signOut(request);
}

export const POST = apiRoute(handlePOST);
