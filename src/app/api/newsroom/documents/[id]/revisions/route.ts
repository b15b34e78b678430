import { documentIdParams } from '@/publishing/lifecycle/api-handlers.server';
import { listRevisions } from '@/publishing/lifecycle/documents.server';
import { newsroomRoute, paramsOf, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/documents/[id]/revisions: the history, newest first. */
export const GET = newsroomRoute<{ id: string }>('newsroom.view', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  return privateJson({ revisions: await listRevisions(db, actor, path.data.id) });
});
