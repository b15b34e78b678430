import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { errorFingerprint, recordClientError, recordError, startErrorReports, type ErrorReportInput } from '@/features/errors/server/error-reports.server';
import { latestErrors, latestErrorsShown } from '@/features/ops/server/latest-errors.server';
import { purgeErrorReports, runRetention, type RetentionPolicy } from '@/features/retention/purge';
import { apiError } from '@/lib/api';
import { setServerErrorListener } from '@/lib/server-errors';
import { serverMetricsRegistry } from '@/lib/server-metrics.server';
import { requestContext } from '../../scripts/request-observer.mjs';
import { openTestDb } from './test-db';

/** error_reports (migration 015): grouping, the hourly cap, retention, the /ops list, and the three ways errors arrive. */
const state = vi.hoisted(() => ({ db: undefined as unknown, site: 'healthline' as string }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('@/lib/current-site.server', () => ({ currentSiteId: async () => state.site }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => '203.0.113.40', peerAddress: async () => '127.0.0.1' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'user-agent': 'Mozilla/5.0 Firefox/143.0' }) }));

const { POST } = await import('@/app/api/errors/route');
const { onRequestError } = await import('@/instrumentation');

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
});
afterAll(async () => {
  setServerErrorListener(undefined);
  await close();
});
beforeEach(async () => {
  await db.deleteFrom('error_reports').execute();
  state.site = 'healthline';
});
afterEach(() => vi.unstubAllEnvs());

const rows = () => db.selectFrom('error_reports').selectAll().orderBy('id').execute();
const metric = async (series: string) => {
  const line = (await serverMetricsRegistry().metrics()).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ').pop()) : 0;
};
const at = (iso: string) => new Date(iso);
const stackOf = (chunkHash: string, line: number) => `TypeError: x\n    at renderCard (https://www.example.com/_next/static/chunks/app/page-${chunkHash}.js:1:${line})`;
const report = (overrides: Partial<ErrorReportInput> = {}): ErrorReportInput => ({
  source: 'client',
  site: 'healthline',
  name: 'TypeError',
  message: `Cannot read properties of undefined (reading 'price') in card 7`,
  stack: stackOf('0a1b2c3d4e5f6a7b', 100),
  path: '/nutrition/omega-3',
  build: 'build-1',
  ...overrides,
});

describe('recording error groups', () => {
  it('counts one bug from other readers and builds in one row: count and last_seen move, the first sample stays', async () => {
    expect(await recordError(db, report(), at('2026-05-10T10:00:00.000Z'))).toBe('created');
    const again = report({ message: `Cannot read properties of undefined (reading 'name') in card 12`, stack: stackOf('ffee00112233aabb', 999), build: 'build-2', path: '/psy/other' });
    expect(await recordError(db, again, at('2026-05-10T11:00:00.000Z'))).toBe('counted');
    expect(await recordError(db, again, at('2026-05-10T12:00:00.000Z'))).toBe('counted');
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      fingerprint: errorFingerprint(report()),
      source: 'client',
      site: 'healthline',
      name: 'TypeError',
      message: report().message,
      path: '/nutrition/omega-3',
      sample_stack: stackOf('0a1b2c3d4e5f6a7b', 100),
      build: 'build-1',
      count: 3,
      first_seen: '2026-05-10T10:00:00.000Z',
      last_seen: '2026-05-10T12:00:00.000Z',
    });
  });

  it('keeps another message, site or source in a group of its own', async () => {
    const now = at('2026-05-10T10:00:00.000Z');
    await recordError(db, report(), now);
    await recordError(db, report({ message: 'Maximum call stack size exceeded' }), now);
    await recordError(db, report({ site: 'psy' }), now);
    await recordError(db, report({ source: 'server' }), now);
    expect((await rows()).map((r) => Number(r.count))).toEqual([1, 1, 1, 1]);
  });

  it('makes one row when two instances see a new bug at once (the insert is an upsert)', async () => {
    const now = at('2026-05-10T10:00:00.000Z');
    const outcomes = await Promise.all([recordError(db, report(), now), recordError(db, report(), now), recordError(db, report(), now)]);
    expect(outcomes.filter((o) => o === 'failed')).toEqual([]);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(Number(all[0]!.count)).toBe(3);
  });

  it('cuts the message, the stack and the query string of the path', async () => {
    await recordError(db, report({ message: 'm'.repeat(900), stack: `Error\n${'    at f (a.js:1:1)\n'.repeat(400)}`, path: '/search?q=my+private+words#top' }));
    const [row] = await rows();
    expect(row!.message).toHaveLength(500);
    expect(row!.sample_stack).toHaveLength(4000);
    expect(row!.path).toBe('/search');
  });

  it('creates at most the cap of new groups per hour, counts the rest as dropped, and still counts known groups', async () => {
    const cap = 3;
    const start = at('2026-05-10T10:00:00.000Z');
    const droppedBefore = await metric('wellread_error_reports_dropped_total');
    for (let i = 0; i < cap; i++) expect(await recordError(db, report({ name: `Error${String.fromCharCode(65 + i)}` }), start, cap)).toBe('created');
    expect(await recordError(db, report({ name: 'Flood' }), at('2026-05-10T10:30:00.000Z'), cap)).toBe('dropped');
    expect(await recordError(db, report({ name: 'ErrorA' }), at('2026-05-10T10:40:00.000Z'), cap)).toBe('counted');
    expect(await metric('wellread_error_reports_dropped_total')).toBe(droppedBefore + 1);
    expect((await rows()).map((r) => r.name)).toEqual(['ErrorA', 'ErrorB', 'ErrorC']);
    // The cap is per source: client reports, which anyone can send, never keep a new server error out.
    expect(await recordError(db, report({ name: 'ServerBug', source: 'server' }), at('2026-05-10T10:45:00.000Z'), cap)).toBe('created');
    await db.deleteFrom('error_reports').where('source', '=', 'server').execute();
    // An hour after those were created, new groups are stored again.
    expect(await recordError(db, report({ name: 'Flood' }), at('2026-05-10T11:00:01.000Z'), cap)).toBe('created');
  });

  it('counts every error by source in wellread_errors_total', async () => {
    const client = await metric('wellread_errors_total{source="client"}');
    const server = await metric('wellread_errors_total{source="server"}');
    await recordError(db, report());
    await recordError(db, report());
    await recordError(db, report({ source: 'server' }));
    expect(await metric('wellread_errors_total{source="client"}')).toBe(client + 2);
    expect(await metric('wellread_errors_total{source="server"}')).toBe(server + 1);
  });

  it('never throws: a failing database or connection is logged and the outcome is "failed"', async () => {
    const broken = {
      updateTable: () => {
        throw new Error('disk I/O error');
      },
    } as unknown as Kysely<Database>;
    await expect(recordError(broken, report())).resolves.toBe('failed');
    const clientReport = { source: 'window' as const, name: 'Error', message: 'boom', path: '/a' };
    await expect(recordClientError(() => Promise.reject(new Error('connect ECONNREFUSED')), clientReport, 'psy')).resolves.toBe('failed');
  });
});

describe('retention of error groups', () => {
  const now = at('2026-05-10T12:00:00.000Z');
  const policy: RetentionPolicy = { analyticsDays: 90, surveyDays: 365, feedbackDays: 365, consentDays: 2190, newsletterPendingDays: 30, outboxDays: 30, couponDays: 365, errorReportsDays: 30 };

  it('deletes groups last seen before the period, and keeps an old group seen again', async () => {
    await recordError(db, report({ name: 'Gone' }), at('2026-04-09T11:59:59.000Z'));
    await recordError(db, report({ name: 'Kept' }), at('2026-04-10T12:00:01.000Z'));
    await recordError(db, report({ name: 'SeenAgain' }), at('2026-01-01T00:00:00.000Z'));
    await recordError(db, report({ name: 'SeenAgain' }), at('2026-05-01T00:00:00.000Z'));
    expect(await purgeErrorReports(db, 30, now)).toBe(1);
    expect((await rows()).map((r) => r.name)).toEqual(['Kept', 'SeenAgain']);
    await recordError(db, report({ name: 'Gone' }), at('2026-03-01T00:00:00.000Z'));
    await db.updateTable('retention_runs').set({ started_at: null }).execute();
    const outcome = await runRetention(db, policy, now);
    expect(outcome.errorReports).toBe(1);
    expect((await runRetention(db, { ...policy, errorReportsDays: 1 }, now)).errorReports).toBe(2);
  });
});

describe('the /ops list', () => {
  const now = at('2026-05-10T12:00:00.000Z');

  it('gives the most recently seen groups of the site and period, latest first, at most 25', async () => {
    await recordError(db, report({ name: 'OldOne' }), at('2026-05-01T00:00:00.000Z'));
    await recordError(db, report({ name: 'PsyOne', site: 'psy' }), at('2026-05-10T09:00:00.000Z'));
    for (let i = 0; i < 30; i++) await recordError(db, report({ name: `E${i}` }), at(`2026-05-09T${String(i % 24).padStart(2, '0')}:00:${String(i).padStart(2, '0')}.000Z`));
    const healthline = await latestErrors(db, { days: 7, site: 'healthline' }, now);
    expect(healthline).toHaveLength(latestErrorsShown);
    expect(healthline.map((e) => e.site)).not.toContain('psy');
    const seen = healthline.map((e) => e.lastSeen);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(healthline[0]).toMatchObject({ name: 'E23', source: 'client', count: 1, path: '/nutrition/omega-3' });
    expect((await latestErrors(db, { days: 7, site: 'all' }, now))[0]!.name).toBe('PsyOne');
    expect((await latestErrors(db, { days: 7, site: 'psy' }, now)).map((e) => e.name)).toEqual(['PsyOne']);
    // OldOne was last seen 9 days ago: in the 30-day range only.
    expect((await latestErrors(db, { days: 7, site: 'all' }, now)).map((e) => e.name)).not.toContain('OldOne');
    await db.deleteFrom('error_reports').where('name', 'like', 'E%').execute();
    expect((await latestErrors(db, { days: 30, site: 'healthline' }, now)).map((e) => e.name)).toEqual(['OldOne']);
  });
});

describe('where errors come from', () => {
  const post = (body: unknown) =>
    POST(new Request('http://localhost/api/errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

  it('POST /api/errors records a valid report as a client error of the request’s site, and nothing for an invalid one', async () => {
    state.site = 'psy';
    const body = { source: 'window', name: 'TypeError', message: 'x is undefined', stack: 'TypeError: x\n    at f (https://a.example/_next/static/chunks/1-abcdef123456.js:1:2)', path: '/anxiety?utm_source=mail', build: 'b7', digest: 'd1' };
    expect((await post(body)).status).toBe(204);
    expect((await post(body)).status).toBe(204);
    expect((await post({ ...body, message: '' })).status).toBe(400);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ source: 'client', site: 'psy', name: 'TypeError', message: 'x is undefined', path: '/anxiety', build: 'b7', digest: 'd1', count: 2 });
  });

  it('apiError records a 5xx through the hook the errors feature registers, with the route pattern; 4xx and database outages are not stored', async () => {
    startErrorReports(async () => db);
    state.site = 'psy';
    const response = requestContext().run({ requestId: '0123456789abcdef0123456789abcdef', route: '/api/optum/coupons' }, () =>
      apiError(500, 'internal', 'The coupon could not be issued. Please try again later.'),
    );
    expect(response.status).toBe(500);
    apiError(404, 'not_found', 'No API answers at this path.');
    apiError(503, 'database_unavailable', 'The database cannot be reached.');
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ source: 'server', site: 'psy', name: 'HTTP 500 internal', message: 'The coupon could not be issued. Please try again later.', path: '/api/optum/coupons', count: 1 });
    // The caller's stack, not apiError's own frame.
    expect(all[0]!.sample_stack).toContain('error-reports.test.ts');
    setServerErrorListener(undefined);
    apiError(500, 'internal', 'Not recorded without a listener.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows()).toHaveLength(1);
  });

  it('onRequestError (instrumentation) records the error with its digest and route pattern, never the requested path and query', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const error = Object.assign(new TypeError('Cannot read properties of undefined (reading "title")'), { digest: '2841904523' });
    const request = { path: '/psy/other/anxiety?email=reader%40example.com', method: 'GET', headers: { host: 'psy.localhost:3000' } };
    const context = { routerKind: 'App Router', routePath: '/[site]/[region]/(site)/[...path]', routeType: 'render', revalidateReason: undefined } as const;
    await onRequestError(error, request, context);
    await onRequestError(error, request, context);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ source: 'server', site: 'psy', name: 'TypeError', path: '/[site]/[region]/(site)/[...path]', digest: '2841904523', count: 2 });
    expect(all[0]!.sample_stack).toContain('TypeError');
    expect(JSON.stringify(all)).not.toContain('reader%40example.com');
    // Only the Node.js runtime records (the edge runtime has no database).
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    await onRequestError(error, request, context);
    expect(Number((await rows())[0]!.count)).toBe(2);
  });
});
