import { permissionsOf } from '@/publishing/lifecycle/api-handlers.server';
import { newsroomRoute, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/me: the signed-in staff member and what they may do, or 401. */
export const GET = newsroomRoute(null, async ({ staff, actor }) =>
  privateJson({ staff: { email: staff.email, name: staff.name, credentials: staff.credentials, roles: staff.roles }, can: permissionsOf(actor) }),
);
