import { commentBody, documentIdParams } from '@/publishing/lifecycle/api-handlers.server';
import { addComment, listComments } from '@/publishing/lifecycle/review.server';
import { jsonBody, maxBodyBytes, newsroomRoute, paramsOf, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

type Params = { id: string };

/** GET /api/newsroom/documents/[id]/comments: the review thread. */
export const GET = newsroomRoute<Params>('newsroom.view', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  return privateJson({ comments: await listComments(db, actor, path.data.id) });
});

/** POST /api/newsroom/documents/[id]/comments {block?, body}: a comment on the head revision, on one block or the whole document. */
export const POST = newsroomRoute<Params>('review.comment', async ({ db, actor }, request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  const body = await jsonBody(request, maxBodyBytes, commentBody);
  if (!body.ok) return body.response;
  return privateJson(await addComment(db, actor, path.data.id, body.data, new Date()), { status: 201 });
});
