import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { vitalPagesShown, vitalsBreakdown } from '@/features/ops/server/vitals-breakdown.server';
import { openTestDb } from './test-db';

const now = new Date('2026-05-10T12:00:00.000Z');

describe('Core Web Vitals per page template and per page (issue 29)', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDb());
    const sample = (name: string, duration: number, path: string, template: string | null, site = 'healthline', day = '2026-05-10') => ({
      type: 'histogram' as const,
      name,
      site,
      tags: '{}',
      flags: '[]',
      duration,
      path,
      page_template: template,
      created_at: `${day}T08:00:00.000Z`,
    });
    await db
      .insertInto('metrics')
      .values([
        // The home page shifts (CLS 437, i.e. 0.437); articles are steady.
        ...[400, 437, 450, 500].map((v) => sample('web-vitals.cls', v, '/', 'home')),
        ...[10, 20, 30].map((v) => sample('web-vitals.cls', v, '/nutrition/fiber', 'article')),
        ...[1200, 2600].map((v) => sample('web-vitals.lcp', v, '/nutrition/fiber', 'article')),
        sample('web-vitals.cls', 5, '/sleep', 'article'),
        sample('web-vitals.inp', 80, '/sleep', null),
        sample('web-vitals.cls', 999, '/anxiety', 'article', 'psy'),
        sample('web-vitals.cls', 999, '/old', 'article', 'healthline', '2026-01-01'),
      ])
      .execute();
    await db.insertInto('metrics').values({ type: 'increment', name: 'adblock', site: 'healthline', tags: '{}', flags: '[]', duration: null, path: '/', page_template: 'home', created_at: '2026-05-10T08:00:00.000Z' }).execute();
  });
  afterAll(() => close());

  it('gives p75 and samples per template and per page, worst CLS first, for the range and site asked', async () => {
    const result = await vitalsBreakdown(db, { days: 7, site: 'healthline' }, now);
    expect(result.byTemplate.map((r) => r.key)).toEqual(['home', 'article', 'unknown']);
    expect(result.byTemplate[0]!.vitals['web-vitals.cls']).toEqual({ p75: 450, count: 4 });
    expect(result.byTemplate[1]!.vitals['web-vitals.cls']).toEqual({ p75: 20, count: 4 });
    expect(result.byTemplate[1]!.vitals['web-vitals.lcp']).toEqual({ p75: 2600, count: 2 });
    expect(result.byTemplate[2]!.vitals['web-vitals.inp']).toEqual({ p75: 80, count: 1 });
    expect(result.byPage.map((r) => r.key)).toEqual(['/', '/nutrition/fiber', '/sleep']);
    expect(result.byPage[0]!.vitals['web-vitals.lcp']).toEqual({ p75: null, count: 0 });

    const all = await vitalsBreakdown(db, { days: 7, site: 'all' }, now);
    expect(all.byPage[0]!.key).toBe('/anxiety');
    expect(all.byPage.some((r) => r.key === '/old')).toBe(false);
  });

  it('lists at most the worst pages', async () => {
    const many = Array.from({ length: vitalPagesShown + 5 }, (_, i) => ({
      type: 'histogram' as const, name: 'web-vitals.cls', site: 'psy', tags: '{}', flags: '[]', duration: i, path: `/p${i}`, page_template: 'article', created_at: '2026-05-10T09:00:00.000Z',
    }));
    await db.insertInto('metrics').values(many).execute();
    const result = await vitalsBreakdown(db, { days: 7, site: 'psy' }, now);
    expect(result.byPage).toHaveLength(vitalPagesShown);
    expect(result.byPage[0]!.key).toBe('/anxiety');
  });
});
