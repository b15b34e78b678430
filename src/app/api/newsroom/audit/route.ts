import { listAudit } from '@/features/staff/server/audit.server';
import { auditQuery } from '@/publishing/lifecycle/api-handlers.server';
import { newsroomRoute, privateJson, queryOf } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/audit?before&action&documentId&limit: the audit log, newest first (`before`: an entry id, for the next page). */
export const GET = newsroomRoute('audit.view', async ({ db }, request) => {
  const query = queryOf(request, auditQuery);
  if (!query.ok) return query.response;
  return privateJson({ entries: await listAudit(db, query.data) });
});
