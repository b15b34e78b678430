import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { dashboardData } from '@/features/ops/server/dashboard.server';
import { openTestDb } from './test-db';

const now = new Date('2026-05-10T12:00:00.000Z');
const at = (day: string) => `${day}T08:30:00.000Z`;

describe('operator dashboard queries', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDb());
    const view = (site: string, path: string, day: string) => ({ event_name: 'Page Viewed', site, page_path: path, created_at: at(day) });
    await db
      .insertInto('events')
      .values([
        view('healthline', '/nutrition', '2026-05-10'),
        view('healthline', '/nutrition', '2026-05-10'),
        view('healthline', '/sleep', '2026-05-09'),
        view('psy', '/anxiety', '2026-05-09'),
        view('healthline', '/old', '2026-04-01'),
        { event_name: 'Element Viewed', site: 'healthline', page_path: '/nutrition', created_at: at('2026-05-10') },
        { event_name: 'Scroll Depth', site: 'healthline', page_path: '/nutrition', position: 90, created_at: at('2026-05-10') },
        { event_name: 'Scroll Depth', site: 'healthline', page_path: '/nutrition', position: 10, created_at: at('2026-05-10') },
        { event_name: 'Scroll Depth', site: 'healthline', page_path: '/sleep', position: 90, created_at: at('2026-05-08') },
      ])
      .execute();
    const metric = (name: string, type: 'increment' | 'histogram', site: string, day: string, extra: { tags?: object; duration?: number } = {}) => ({
      type,
      name,
      site,
      tags: JSON.stringify(extra.tags ?? {}),
      flags: '[]',
      duration: extra.duration ?? null,
      created_at: at(day),
    });
    await db
      .insertInto('metrics')
      .values([
        ...[800, 1200, 2100, 2600, 5000].map((d) => metric('web-vitals.lcp', 'histogram', 'healthline', '2026-05-10', { duration: d })),
        metric('web-vitals.cls', 'histogram', 'psy', '2026-05-09', { duration: 40 }),
        metric('web-vitals.lcp', 'histogram', 'healthline', '2026-03-01', { duration: 99_000 }),
        metric('adblock', 'increment', 'healthline', '2026-05-10', { tags: { type: 'no-blocker' } }),
        metric('adblock', 'increment', 'healthline', '2026-05-10', { tags: { type: 'no-blocker' } }),
        metric('adblock', 'increment', 'psy', '2026-05-10', { tags: { type: 'js' } }),
        metric('adblock', 'increment', 'healthline', '2026-05-04', { tags: { type: 'reinsert' } }),
        metric('adblock', 'increment', 'healthline', '2026-05-09', {}),
      ])
      .execute();
  });
  afterAll(() => close());

  it('counts page views per day over the range, zero-filled, and ranks the top articles', async () => {
    const data = await dashboardData(db, { days: 7, site: 'all' }, now);
    expect(data.days).toHaveLength(7);
    expect(data.days.at(-1)).toBe('2026-05-10');
    expect(data.pageViews.slice(-3)).toEqual([
      { day: '2026-05-08', count: 0 },
      { day: '2026-05-09', count: 2 },
      { day: '2026-05-10', count: 2 },
    ]);
    expect(data.topArticles).toEqual([
      { path: '/nutrition', count: 2 },
      { path: '/anxiety', count: 1 },
      { path: '/sleep', count: 1 },
    ]);
  });

  it('filters by site and widens to 30 days', async () => {
    const psy = await dashboardData(db, { days: 7, site: 'psy' }, now);
    expect(psy.topArticles).toEqual([{ path: '/anxiety', count: 1 }]);
    const month = await dashboardData(db, { days: 30, site: 'healthline' }, now);
    expect(month.pageViews.reduce((n, d) => n + d.count, 0)).toBe(3);
  });

  it('gives the scroll depth distribution by position', async () => {
    const data = await dashboardData(db, { days: 7, site: 'all' }, now);
    expect(data.scrollDepth).toEqual([
      { position: 10, count: 1 },
      { position: 90, count: 2 },
    ]);
  });

  it('summarises Core Web Vitals: p75 and bucket counts per vital in range', async () => {
    const data = await dashboardData(db, { days: 7, site: 'all' }, now);
    const lcp = data.vitals.find((v) => v.name === 'web-vitals.lcp')!;
    expect(lcp.count).toBe(5);
    expect(lcp.p75).toBe(2600);
    expect(lcp.buckets.reduce((a, b) => a + b, 0)).toBe(5);
    expect(lcp.buckets[lcp.bounds.indexOf(1000)]).toBe(1);
    expect(lcp.buckets[lcp.bounds.indexOf(2500)]).toBe(1);
    expect(data.vitals.find((v) => v.name === 'web-vitals.cls')).toMatchObject({ count: 1, p75: 40 });
    expect(data.vitals.find((v) => v.name === 'web-vitals.inp')).toMatchObject({ count: 0, p75: null });
  });

  it('counts ad-block outcomes per day by type', async () => {
    const data = await dashboardData(db, { days: 7, site: 'all' }, now);
    expect(data.adblockTypes).toEqual(['js', 'no-blocker', 'reinsert', 'unknown']);
    expect(data.adblock.at(-1)).toEqual({ day: '2026-05-10', counts: { 'no-blocker': 2, js: 1 } });
    expect(data.adblock.find((d) => d.day === '2026-05-04')!.counts).toEqual({ reinsert: 1 });
    expect(data.adblock.find((d) => d.day === '2026-05-09')!.counts).toEqual({ unknown: 1 });
  });
});
