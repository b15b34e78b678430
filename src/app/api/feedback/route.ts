import { getDb } from '@/db/client.server';
import { getArticle } from '@/content/queries.server';
import { feedbackShown } from '@/features/feedback/rules';
import { feedbackQuerySchema, feedbackVoteSchema, maxFeedbackBodyBytes } from '@/features/feedback/schema';
import { feedbackRateLimited } from '@/features/feedback/server/limits.server';
import { feedbackReaderKey } from '@/features/feedback/server/reader.server';
import { readerVote, setFeedbackVote } from '@/features/feedback/server/votes.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { currentSiteId } from '@/lib/current-site.server';

/** Every answer is about one reader's vote: never kept by a browser's or a shared cache. */
const privateHeaders = { 'cache-control': 'private, no-store', vary: 'Cookie' };

/** The reader's own vote on an article, read by the page after load: `{ vote, voteId }`, none without a signed anonymous id. */
async function handleGET(request: Request): Promise<Response> {
  const parsed = feedbackQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(400, 'invalid_feedback', 'The feedback query is not valid.', zodIssues(parsed.error), privateHeaders);
  const db = await getDb();
  const site = await currentSiteId();
  const readerKey = await feedbackReaderKey(db, site, parsed.data.path, request.headers.get('cookie') ?? '');
  return Response.json(await readerVote(db, site, parsed.data.path, readerKey), { headers: privateHeaders });
}

/** "Was this helpful?": sets, replaces or takes back the reader's vote on an article, with the optional reason after Not Helpful. */
async function handlePUT(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxFeedbackBodyBytes);
  if (!read.ok) return read.response;
  const parsed = feedbackVoteSchema.safeParse(read.body);
  if (!parsed.success) return apiError(400, 'invalid_feedback', 'The feedback is not valid.', zodIssues(parsed.error), privateHeaders);
  const { path, vote, reason, voteId } = parsed.data;
  const db = await getDb();
  const site = await currentSiteId();
  const article = await getArticle(site, path);
  if (!article || !feedbackShown(article)) {
    return apiError(404, 'unknown_article', 'There is no article at this path that takes feedback.', [{ path: 'path', message: 'path must be an article of this site.' }], privateHeaders);
  }
  const limited = await feedbackRateLimited(reason !== undefined);
  if (limited) return limited;
  const readerKey = await feedbackReaderKey(db, site, path, request.headers.get('cookie') ?? '');
  const answer = await setFeedbackVote(db, { site, path, vote, reason, voteId, readerKey });
  return Response.json(answer, { headers: privateHeaders });
}

export const GET = apiRoute(handleGET);
export const PUT = apiRoute(handlePUT);
