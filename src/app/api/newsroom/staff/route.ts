import { listStaff, saveStaff } from '@/features/staff/server/staff.server';
import { staffBody } from '@/publishing/lifecycle/api-handlers.server';
import { jsonBody, maxBodyBytes, newsroomRoute, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/staff: everyone with their roles. */
export const GET = newsroomRoute('roles.assign', async ({ db }) => privateJson({ staff: await listStaff(db) }));

/** PUT /api/newsroom/staff {email, name, credentials?, roles}: adds a person or changes them; every role change is audited. */
export const PUT = newsroomRoute('roles.assign', async ({ db, actor }, request) => {
  const body = await jsonBody(request, maxBodyBytes, staffBody);
  if (!body.ok) return body.response;
  return privateJson(await saveStaff(db, actor, body.data, new Date()));
});
