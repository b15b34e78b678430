import { staffSignOut } from '@/features/staff/server/sign-out.server';
import { apiRoute } from '@/lib/api-route';

/** The newsroom's Sign out button (a form POST): ends the staff session. */
async function handlePOST(request: Request): Promise<Response> {
  return staffSignOut(request, '/newsroom/sign-in');
}

export const POST = apiRoute(handlePOST);
