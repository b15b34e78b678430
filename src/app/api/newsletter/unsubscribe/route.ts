import { getDb } from '@/db/client.server';
import { keys } from '@/features/newsletter/server/context.server';
import { backToLinkPage, readLinkPost } from '@/features/newsletter/server/form-token.server';
import { unsubscribe } from '@/features/newsletter/server/subscribers.server';
import { apiError } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';

/**
 * Unsubscribe. A mail client's RFC 8058 one-click POST (body List-Unsubscribe=One-Click, token in the
 * List-Unsubscribe URL) gets a plain answer; the unsubscribe page's form is sent back to the page.
 */
async function handlePOST(request: Request): Promise<Response> {
  const post = await readLinkPost(request);
  if (!post.ok) return post.response;
  const { token, oneClick } = post;
  const db = await getDb();
  const result = token ? await unsubscribe(db, token, (await keys(db)).tokens) : 'invalid';
  if (oneClick) {
    if (result === 'unsubscribed' || result === 'used') return new Response('You are unsubscribed.\n', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return apiError(result === 'expired' ? 410 : 400, `link_${result}`, result === 'expired' ? 'This unsubscribe link has expired.' : 'This unsubscribe link is not valid.');
  }
  return backToLinkPage(request, '/newsletter/unsubscribe', token, result);
}

/** Someone opening the List-Unsubscribe address in a browser gets the unsubscribe page (a GET never changes anything). */
function handleGET(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return new Response(null, { status: 303, headers: { location: `/newsletter/unsubscribe?token=${encodeURIComponent(token)}` } });
}

export const POST = apiRoute(handlePOST);
export const GET = apiRoute(handleGET);
