import { revisionParams } from '@/publishing/lifecycle/api-handlers.server';
import { getRevision } from '@/publishing/lifecycle/documents.server';
import { newsroomRoute, paramsOf, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/documents/[id]/revisions/[number]: one revision's document. */
export const GET = newsroomRoute<{ id: string; number: string }>('newsroom.view', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, revisionParams);
  if (!path.ok) return path.response;
  return privateJson({ number: path.data.number, document: await getRevision(db, actor, path.data.id, path.data.number) });
});
