import { headers } from 'next/headers';
import { getDb } from '@/db/client.server';
import { maxMetricBatchBytes, metricBatchSchema } from '@/features/analytics/metrics-schema';
import { metricsReadAccess } from '@/features/analytics/server/metrics-access.server';
import { recordMetrics, splitByName } from '@/features/analytics/server/metrics.server';
import { countRefused } from '@/features/analytics/server/refused.server';
import { limitMetricWrites } from '@/features/analytics/server/write-limits.server';
import { prometheusText } from '@/features/analytics/server/prometheus.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { clientAddress, peerAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { env } from '@/lib/env';
import { apiRoute } from '@/lib/api-route';

/**
 * Metrics from the client helper (src/features/analytics/metrics.ts): validated, only the names the
 * site records (metric-names.ts; the rest refused and counted, 400 when none is left), limited per
 * client address (429), counted in Prometheus and stored.
 */
async function handlePOST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxMetricBatchBytes);
  if (!read.ok) return read.response;
  const parsed = metricBatchSchema.safeParse(read.body);
  if (!parsed.success) {
    countRefused('metrics', 'invalid');
    return apiError(400, 'invalid_metrics', 'The metrics batch is not valid.', zodIssues(parsed.error));
  }
  const { known, unknown } = splitByName(parsed.data);
  if (unknown.length > 0) countRefused('metrics', 'unknown_name', unknown.length);
  if (known.metrics.length === 0) {
    return apiError(400, 'unknown_metric', 'No metric in the batch has a name this site records.', unknown.map((name, i) => ({ path: `metrics.${i}.name`, message: `unknown metric ${JSON.stringify(name.slice(0, 100))}` })));
  }
  const limited = await limitMetricWrites(await clientAddress(), known.metrics.length);
  if (limited) {
    countRefused('metrics', 'rate_limit', known.metrics.length);
    return limited;
  }
  await recordMetrics(await getDb(), await currentSiteId(), known);
  return new Response(null, { status: 204 });
}

/** The Prometheus scrape: this process's registry in the text format, for METRICS_TOKEN holders or this machine. */
async function handleGET(): Promise<Response> {
  const access = metricsReadAccess({ token: env().METRICS_TOKEN }, (await headers()).get('authorization'), await peerAddress());
  if (!access.ok) {
    const challenge = access.status === 401 ? { 'www-authenticate': 'Bearer realm="metrics"' } : undefined;
    return apiError(access.status, access.code, access.message, [], challenge);
  }
  const { body, contentType } = await prometheusText();
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}

export const POST = apiRoute(handlePOST);
export const GET = apiRoute(handleGET);
