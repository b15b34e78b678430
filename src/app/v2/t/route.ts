import { getDb } from '@/db/client.server';
import { eventBatchSchema, maxBatchBytes } from '@/features/analytics/schema';
import { storeEvents } from '@/features/analytics/server/events.server';
import { limitEventWrites } from '@/features/analytics/server/write-limits.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { apiRoute } from '@/lib/api-route';

/** Tracking events from track(): each validated against its event's schema, counted against the client's limits (429 past them) and stored in our own events table. */
async function handlePOST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxBatchBytes);
  if (!read.ok) return read.response;
  const parsed = eventBatchSchema.safeParse(read.body);
  if (!parsed.success) return apiError(400, 'invalid_events', 'The event batch is not valid.', zodIssues(parsed.error));
  const limited = await limitEventWrites(await clientAddress(), parsed.data.pageViewId, parsed.data.events.length);
  if (limited) return limited;
  await storeEvents(await getDb(), await currentSiteId(), parsed.data.events, parsed.data.anonymousId);
  return new Response(null, { status: 204 });
}

export const POST = apiRoute(handlePOST);
