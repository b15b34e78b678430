import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { metricEntrySchema, type MetricBatch, type UnloadReport } from '../metrics-schema';
import { observe } from './prometheus.server';
import { isBrowserMetricName } from '../metric-names';

export async function storeMetrics(db: Kysely<Database>, site: SiteId, batch: MetricBatch): Promise<void> {
  const createdAt = new Date().toISOString();
  await db
    .insertInto('metrics')
    .values(
      batch.metrics.map((m) => ({
        type: m.type,
        name: m.name,
        tags: JSON.stringify(m.tags),
        flags: JSON.stringify(m.flags),
        duration: m.duration ?? null,
        site,
        path: batch.path ?? null,
        route: batch.route ?? null,
        page_template: batch.pageTemplate ?? null,
        formfactor: batch.formfactor ?? null,
        build: batch.build ?? null,
        ab_segment: batch.abSegment ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** A browser's batch as the site records it: the entries with a listed name, and the names refused. */
export function splitByName(batch: MetricBatch): { known: MetricBatch; unknown: string[] } {
  return {
    known: { ...batch, metrics: batch.metrics.filter((m) => isBrowserMetricName(m.name)) },
    unknown: batch.metrics.filter((m) => !isBrowserMetricName(m.name)).map((m) => m.name),
  };
}

/** Adds a batch to the process's Prometheus registry. The site is the request's, never the batch's claim. */
export function observeBatch(site: SiteId, batch: MetricBatch): void {
  for (const entry of batch.metrics) observe(entry, { site, formfactor: batch.formfactor });
}

/** A validated batch from POST /api/metrics: counted in Prometheus and stored for the operator dashboard. */
export async function recordMetrics(db: Kysely<Database>, site: SiteId, batch: MetricBatch): Promise<void> {
  observeBatch(site, batch);
  await storeMetrics(db, site, batch);
}

/** POST /api/metrics/unload: the page's time on page and deepest scroll, as the histograms page.time_on_page and page.max_scroll. */
export async function recordUnload(db: Kysely<Database>, site: SiteId, report: UnloadReport): Promise<void> {
  const { timeOnPage, maxScroll, ...context } = report;
  await recordMetrics(db, site, {
    ...context,
    metrics: [
      { type: 'histogram', name: 'page.time_on_page', tags: {}, flags: [], duration: timeOnPage },
      { type: 'histogram', name: 'page.max_scroll', tags: {}, flags: [], duration: maxScroll },
    ],
  });
}

/** A server-side count (e.g. a failure on the server path) without a round trip: Prometheus and the table. Never throws. */
export async function incrementOnServer(db: Kysely<Database>, site: SiteId, name: string, tags: Record<string, string> = {}): Promise<void> {
  try {
    const entry = metricEntrySchema.parse({ type: 'increment', name, tags: { ...tags, origin: 'server' } });
    observe(entry, { site });
    await storeMetrics(db, site, { metrics: [entry] });
  } catch {
    // Counting must never break the request it counts.
  }
}
