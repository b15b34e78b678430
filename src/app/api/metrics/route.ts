import { getDb } from '@/db/client.server';
import { maxMetricBatchBytes, metricBatchSchema } from '@/features/analytics/metrics-schema';
import { storeMetrics } from '@/features/analytics/server/metrics.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { currentSiteId } from '@/lib/current-site.server';

/** Metrics from the client helper (src/features/analytics/metrics.ts): validated and stored in our metrics table. */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxMetricBatchBytes);
  if (!read.ok) return read.response;
  const parsed = metricBatchSchema.safeParse(read.body);
  if (!parsed.success) return apiError(400, 'invalid_metrics', 'The metrics batch is not valid.', zodIssues(parsed.error));
  await storeMetrics(await getDb(), await currentSiteId(), parsed.data);
  return new Response(null, { status: 204 });
}
