import { getDb } from '@/db/client.server';
import { keys } from '@/features/newsletter/server/context.server';
import { backToLinkPage, readLinkPost } from '@/features/newsletter/server/form-token.server';
import { deleteSubscriberData } from '@/features/newsletter/server/subscribers.server';
import { apiRoute } from '@/lib/api-route';

/** Deletes the reader's newsletter data (docs/privacy.md): only a POST of the delete page's form, with the mailed link's token. */
async function handlePOST(request: Request): Promise<Response> {
  const post = await readLinkPost(request);
  if (!post.ok) return post.response;
  const db = await getDb();
  const result = post.token ? await deleteSubscriberData(db, post.token, (await keys(db)).tokens) : 'invalid';
  return backToLinkPage(request, '/newsletter/delete', post.token, result);
}

/** Opening this address (a mail scanner following links) deletes nothing: it leads to the page with the button. */
function handleGET(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return new Response(null, { status: 303, headers: { location: `/newsletter/delete?token=${encodeURIComponent(token)}` } });
}

export const POST = apiRoute(handlePOST);
export const GET = apiRoute(handleGET);
