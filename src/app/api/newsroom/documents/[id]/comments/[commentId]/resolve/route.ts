import { commentParams } from '@/publishing/lifecycle/api-handlers.server';
import { resolveComment } from '@/publishing/lifecycle/review.server';
import { newsroomRoute, noContent, paramsOf } from '@/app/api/newsroom/_lib/newsroom-route';

/** POST /api/newsroom/documents/[id]/comments/[commentId]/resolve: marks a comment resolved. */
export const POST = newsroomRoute<{ id: string; commentId: string }>('review.comment', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, commentParams);
  if (!path.ok) return path.response;
  await resolveComment(db, actor, path.data.id, path.data.commentId, new Date());
  return noContent();
});
