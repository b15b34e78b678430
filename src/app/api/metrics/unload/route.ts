import { getDb } from '@/db/client.server';
import { maxUnloadBytes, unloadSchema } from '@/features/analytics/metrics-schema';
import { recordUnload } from '@/features/analytics/server/metrics.server';
import { limitMetricWrites } from '@/features/analytics/server/write-limits.server';
import { countRefused } from '@/features/analytics/server/refused.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { apiRoute } from '@/lib/api-route';

/** Spec: POST api/metrics/unload as a beacon with timeOnPage and maxScroll, sent once per page view. */
async function handlePOST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxUnloadBytes);
  if (!read.ok) return read.response;
  const parsed = unloadSchema.safeParse(read.body);
  if (!parsed.success) {
    countRefused('unload', 'invalid');
    return apiError(400, 'invalid_unload', 'The unload report is not valid.', zodIssues(parsed.error));
  }
  // Two rows: page.time_on_page and page.max_scroll.
  const limited = await limitMetricWrites(await clientAddress(), 2);
  if (limited) {
    countRefused('unload', 'rate_limit', 2);
    return limited;
  }
  await recordUnload(await getDb(), await currentSiteId(), parsed.data);
  return new Response(null, { status: 204 });
}

export const POST = apiRoute(handlePOST);
