import { signOut } from '@/features/ops/server/sign-in.server';
import { apiRoute } from '@/lib/api-route';

function handlePOST(): Response {
  return signOut();
}

export const POST = apiRoute(handlePOST);
