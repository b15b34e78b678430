import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { metricBatchSchema, unloadSchema } from '@/features/analytics/metrics-schema';
import { incrementOnServer, recordMetrics, recordUnload } from '@/features/analytics/server/metrics.server';
import { prometheusText, resetPrometheus } from '@/features/analytics/server/prometheus.server';
import { openTestDb } from './test-db';

describe('recording metrics', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openTestDb()));
  afterAll(() => close());
  beforeEach(async () => {
    resetPrometheus();
    await db.deleteFrom('metrics').execute();
  });

  it('a batch is stored for the dashboard and counted in Prometheus, under the request’s site', async () => {
    const batch = metricBatchSchema.parse({
      site: 'psy',
      formfactor: 'tablet',
      path: '/a',
      route: '/[...path]',
      build: 'b1',
      metrics: [{ type: 'increment', name: 'adblock', tags: { type: 'js' } }],
    });
    await recordMetrics(db, 'healthline', batch);
    const rows = await db.selectFrom('metrics').selectAll().execute();
    expect(rows).toMatchObject([{ type: 'increment', name: 'adblock', site: 'healthline', formfactor: 'tablet', path: '/a', route: '/[...path]', build: 'b1', tags: '{"type":"js"}' }]);
    expect((await prometheusText()).body).toContain('wellread_adblock_total{site="healthline",formfactor="tablet",type="js"} 1');
  });

  it('the unload report becomes the page.time_on_page and page.max_scroll histograms', async () => {
    await recordUnload(db, 'psy', unloadSchema.parse({ timeOnPage: 12_345, maxScroll: 70, path: '/b', formfactor: 'mobile' }));
    const rows = await db.selectFrom('metrics').select(['name', 'type', 'duration', 'path']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'page.max_scroll', type: 'histogram', duration: 70, path: '/b' },
      { name: 'page.time_on_page', type: 'histogram', duration: 12_345, path: '/b' },
    ]);
    const { body } = await prometheusText();
    expect(body).toContain('wellread_page_max_scroll_bucket{le="70",site="psy",formfactor="mobile"} 1');
    expect(body).toContain('wellread_page_time_on_page_sum{site="psy",formfactor="mobile"} 12345');
  });

  it('incrementOnServer counts in both places, tagged origin=server, and never throws', async () => {
    await incrementOnServer(db, 'healthline', 'newsletter.subscribe.error', { code: 'mail_failed' });
    await incrementOnServer(db, 'healthline', 'not a valid name');
    expect(await db.selectFrom('metrics').select(['name', 'tags']).execute()).toEqual([
      { name: 'newsletter.subscribe.error', tags: '{"code":"mail_failed","origin":"server"}' },
    ]);
    expect((await prometheusText()).body).toContain('wellread_newsletter_subscribe_error_total{site="healthline",formfactor="unknown",code="mail_failed",origin="server"} 1');
  });
});
