import { getDb } from '@/db/client.server';
import { keys, mailConfig } from '@/features/newsletter/server/context.server';
import { confirmSubscription } from '@/features/newsletter/server/subscribers.server';
import { backToLinkPage, readLinkPost } from '@/features/newsletter/server/form-token.server';
import { apiRoute } from '@/lib/api-route';

/** The confirm page's button posts here (confirming queues the welcome mail); the answer sends the browser back to the page with the outcome. */
async function handlePOST(request: Request): Promise<Response> {
  const post = await readLinkPost(request);
  if (!post.ok) return post.response;
  const { token } = post;
  const db = await getDb();
  const result = token ? await confirmSubscription(db, token, { tokenKey: (await keys(db)).tokens, mail: mailConfig() }) : 'invalid';
  return backToLinkPage(request, '/newsletter/confirm', token, result);
}

export const POST = apiRoute(handlePOST);
