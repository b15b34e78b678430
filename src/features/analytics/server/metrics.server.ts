import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/lib/env';
import { metricEntrySchema, type MetricBatch } from '../metrics-schema';

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

/** A server-side count (e.g. a failure on the server path) without a round trip. Never throws. */
export async function incrementOnServer(db: Kysely<Database>, site: SiteId, name: string, tags: Record<string, string> = {}): Promise<void> {
  const entry = metricEntrySchema.parse({ type: 'increment', name, tags: { ...tags, origin: 'server' } });
  await storeMetrics(db, site, { metrics: [entry] }).catch(() => undefined);
}
