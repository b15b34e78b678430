import { getDb } from '@/db/client.server';
import { incrementOnServer } from '@/features/analytics/server/metrics.server';
import { activationSchema, maxActivationBytes } from '@/features/newsletter/schema';
import { subscribeContext } from '@/features/newsletter/server/context.server';
import { subscribe, SubscribeError } from '@/features/newsletter/server/subscribers.server';
import { messages } from '@/features/newsletter/validate';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { log } from '@/lib/log';
import { apiRoute } from '@/lib/api-route';

/** Newsletter activation (spec 7): stores the subscriber, sends the double opt-in mail, returns a session id. */
async function handlePOST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxActivationBytes);
  if (!read.ok) return read.response;
  const parsed = activationSchema.safeParse(read.body);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    const emailOnly = issues.every((i) => i.path === 'email');
    return apiError(400, emailOnly ? 'invalid_email' : 'invalid_activation', emailOnly ? messages.email : 'The sign-up request is not valid.', issues);
  }
  const db = await getDb();
  const ctx = await subscribeContext(db);
  try {
    const result = await subscribe(db, parsed.data, ctx);
    return Response.json(result, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof SubscribeError) {
      if (error.status >= 500) await incrementOnServer(db, ctx.site, 'newsletter.subscribe.error', { code: error.code });
      const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
      return apiError(error.status, error.code, error.message, [], headers);
    }
    log('error', 'newsletter activation failed', { error: error instanceof Error ? error.message : String(error) });
    await incrementOnServer(db, ctx.site, 'newsletter.subscribe.error', { code: 'internal' });
    return apiError(500, 'internal', 'Something went wrong. Please try again later.');
  }
}

export const POST = apiRoute(handlePOST);
