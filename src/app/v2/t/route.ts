import { getDb } from '@/db/client.server';
import { eventBatchSchema, maxBatchBytes } from '@/features/analytics/schema';
import { anonymousIdForWrite } from '@/features/analytics/server/anonymous-id.server';
import { storeEvents } from '@/features/analytics/server/events.server';
import { countRefused } from '@/features/analytics/server/refused.server';
import { limitEventWrites } from '@/features/analytics/server/write-limits.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { apiRoute } from '@/lib/api-route';
import { requestIsHttps } from '@/lib/request-security';

/**
 * Tracking events from track(): each validated against its event's schema, counted against the
 * client's limits (429 past them) and stored in our own events table, under the batch's anonymous
 * id only when the request's signature cookie verifies for it; else under an id issued now, whose
 * cookies the answer sets (decision 013).
 */
async function handlePOST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxBatchBytes);
  if (!read.ok) return read.response;
  const parsed = eventBatchSchema.safeParse(read.body);
  if (!parsed.success) {
    countRefused('events', 'invalid');
    return apiError(400, 'invalid_events', 'The event batch is not valid.', zodIssues(parsed.error));
  }
  const limited = await limitEventWrites(await clientAddress(), parsed.data.pageViewId, parsed.data.events.length);
  if (limited) {
    countRefused('events', 'rate_limit', parsed.data.events.length);
    return limited;
  }
  const db = await getDb();
  const id = await anonymousIdForWrite(db, parsed.data.anonymousId, request.headers.get('cookie') ?? '', requestIsHttps(request.headers));
  await storeEvents(db, await currentSiteId(), parsed.data.events, id.anonymousId);
  const headers = new Headers();
  for (const cookie of id.setCookies) headers.append('set-cookie', cookie);
  if (id.setCookies.length) headers.set('cache-control', 'no-store');
  return new Response(null, { status: 204, headers });
}

export const POST = apiRoute(handlePOST);
