import { documentActionBody, documentIdParams, runDocumentAction } from '@/publishing/lifecycle/api-handlers.server';
import { expire, jsonBody, maxBodyBytes, newsroomRoute, paramsOf, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/**
 * POST /api/newsroom/documents/[id]/actions {action, …}: submit, approve, return, publish,
 * schedule, unpublish or restore. A publish or unpublish expires this process's cached pages at once.
 */
export const POST = newsroomRoute<{ id: string }>('newsroom.view', async ({ db, actor }, request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  const body = await jsonBody(request, maxBodyBytes, documentActionBody);
  if (!body.ok) return body.response;
  const { state, warnings, changes } = await runDocumentAction(db, actor, path.data.id, body.data, new Date());
  expire(changes);
  return privateJson(warnings ? { state, warnings } : { state });
});
