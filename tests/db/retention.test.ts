import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '@/db/connect';
import type { Database } from '@/db/schema';
import { dashboardData } from '@/features/ops/server/dashboard.server';
import { analyticsCutoff, claimRun, runRetention, type RetentionPolicy } from '@/features/retention/purge';
import type { DbConfig } from '@/db/connect';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let config: DbConfig;
let engine: 'sqlite' | 'postgres';
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, config, engine, close } = await openTestDb());
});
afterAll(async () => close());

const now = new Date('2026-05-10T12:00:00.000Z');
const policy: RetentionPolicy = { analyticsDays: 30, surveyDays: 365, feedbackDays: 365, consentDays: 2190, newsletterPendingDays: 30, outboxDays: 30, couponDays: 365, errorReportsDays: 30 };
const daysAgo = (days: number, time = '08:30:00.000Z') => `${new Date(Date.UTC(2026, 4, 10) - days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

async function resetTables() {
  for (const table of ['events', 'metrics', 'analytics_daily', 'consent_records', 'survey_responses', 'feedback_votes', 'newsletter_subscribers', 'mail_outbox', 'sms_outbox', 'drug_coupons'] as const) {
    await db.deleteFrom(table).execute();
  }
  await db.updateTable('retention_runs').set({ started_at: null, finished_at: null }).execute();
}

/** Page views, scroll depth, Web Vitals (fractional values too), ad-block outcomes and other rows, on both sites, old and recent. */
async function seedAnalytics(target: Kysely<Database> = db) {
  const event = (event_name: string, site: string, page_path: string, created_at: string, position: number | null = null) => ({ event_name, site, page_path, created_at, position });
  const metric = (name: string, type: 'increment' | 'histogram', site: string, created_at: string, extra: { tags?: string; duration?: number } = {}) => ({
    type,
    name,
    site,
    tags: extra.tags ?? '{}',
    flags: '[]',
    duration: extra.duration ?? null,
    path: '/private-path',
    created_at,
  });
  const events = [];
  const metrics = [];
  for (const age of [0, 1, 29, 30, 31, 45, 120, 200]) {
    events.push(
      event('Page Viewed', 'healthline', '/nutrition', daysAgo(age)),
      event('Page Viewed', 'healthline', '/nutrition', daysAgo(age, '23:59:59.999Z')),
      event('Page Viewed', 'psy', `/anxiety-${age % 3}`, daysAgo(age, '00:00:00.000Z')),
      event('Scroll Depth', 'healthline', '/nutrition', daysAgo(age), 25 * ((age % 4) + 1)),
      event('Scroll Depth', 'psy', '/anxiety', daysAgo(age), null),
      event('Element Clicked', 'healthline', '/nutrition', daysAgo(age)),
    );
    metrics.push(
      metric('web-vitals.lcp', 'histogram', 'healthline', daysAgo(age), { duration: 2499.6 + age }),
      metric('web-vitals.lcp', 'histogram', 'psy', daysAgo(age), { duration: 1000 + age * 10 }),
      metric('web-vitals.cls', 'histogram', 'healthline', daysAgo(age), { duration: 99.2 }),
      metric('web-vitals.inp', 'histogram', 'psy', daysAgo(age), { duration: 200 }),
      metric('adblock', 'increment', 'healthline', daysAgo(age), { tags: JSON.stringify({ type: age % 2 ? 'js' : 'no-blocker' }) }),
      metric('adblock', 'increment', 'psy', daysAgo(age), { tags: 'not json' }),
      metric('page.time_on_page', 'histogram', 'healthline', daysAgo(age), { duration: 5000 }),
    );
  }
  await target.insertInto('events').values(events).execute();
  await target.insertInto('metrics').values(metrics).execute();
}

async function dashboards() {
  return Promise.all([
    dashboardData(db, { days: 365, site: 'all' }, now),
    dashboardData(db, { days: 365, site: 'healthline' }, now),
    dashboardData(db, { days: 90, site: 'psy' }, now),
    dashboardData(db, { days: 7, site: 'all' }, now),
  ]);
}

describe('analytics retention', () => {
  beforeEach(resetTables);

  it('purges by whole UTC days: rows before the start of the day N days ago go, later ones stay', async () => {
    expect(analyticsCutoff(30, now)).toBe('2026-04-10T00:00:00.000Z');
    await seedAnalytics();
    const outcome = await runRetention(db, policy, now);
    expect(outcome.ran).toBe(true);
    expect(outcome.days).toEqual([daysAgo(200), daysAgo(120), daysAgo(45), daysAgo(31)].map((d) => d.slice(0, 10)));
    const left = await db.selectFrom('events').select('created_at').execute();
    expect(left.length).toBe(4 * 6);
    expect(left.every((r) => r.created_at >= '2026-04-10T00:00:00.000Z')).toBe(true);
    expect(await db.selectFrom('events').select('id').where('created_at', '=', daysAgo(30, '00:00:00.000Z')).execute()).toHaveLength(1);
    const metricsLeft = await db.selectFrom('metrics').select('created_at').execute();
    expect(metricsLeft.length).toBe(4 * 7);
    expect(metricsLeft.every((r) => r.created_at >= '2026-04-10T00:00:00.000Z')).toBe(true);
    expect(outcome).toMatchObject({ events: 4 * 6, metrics: 4 * 7 });
  });

  it('keeps the dashboard figures of purged days: the same before and after, on every range and site', async () => {
    await seedAnalytics();
    const before = await dashboards();
    expect(before[0].pageViews.reduce((n, d) => n + d.count, 0)).toBe(8 * 3);
    await runRetention(db, policy, now);
    expect(await db.selectFrom('analytics_daily').select('day').distinct().execute()).toHaveLength(4);
    const after = await dashboards();
    expect(after).toEqual(before);
    // The rollup keeps only what the dashboard shows: no other events or metrics, no paths of metrics.
    const metrics = await db.selectFrom('analytics_daily').select('metric').distinct().orderBy('metric').execute();
    expect(metrics.map((m) => m.metric)).toEqual(['Page Viewed', 'Scroll Depth', 'adblock', 'web-vitals.cls', 'web-vitals.inp', 'web-vitals.lcp']);
  });

  it('counts Web Vitals at whole units, so buckets and p75 agree with the raw rows', async () => {
    await seedAnalytics();
    const [, before] = await dashboards();
    const lcp = before.vitals.find((v) => v.name === 'web-vitals.lcp')!;
    // healthline's LCP samples are 2499.6 + age: 2499.6 rounds up to 2500 and stays in the "good" bucket (≤2500), as the raw value is; 2500.6 is above it.
    expect(lcp.buckets[lcp.bounds.indexOf(2500)]).toBe(1);
    expect(lcp.count).toBe(8);
    expect(lcp.p75).toBe(2545);
    await runRetention(db, policy, now);
    const [, after] = await dashboards();
    expect(after.vitals).toEqual(before.vitals);
  });

  it('counts nothing twice: a second run and two instances running at once leave the same figures', async () => {
    await seedAnalytics();
    const before = await dashboards();
    await runRetention(db, policy, now);
    const second = await runRetention(db, policy, now);
    expect(second).toMatchObject({ ran: true, days: [], events: 0, metrics: 0 });
    expect(await dashboards()).toEqual(before);

    await resetTables();
    await seedAnalytics();
    // PostgreSQL: a second pool, as another instance has. SQLite: the runs interleave on the one
    // connection (both find the same oldest day before either moves it); a second connection in the
    // same process would wait for the lock synchronously, blocking the holder (instances are processes).
    const other = engine === 'postgres' ? await createDb(config) : db;
    try {
      const outcomes = await Promise.all([runRetention(db, policy, now), runRetention(other, policy, now), runRetention(db, policy, now)]);
      expect(outcomes.reduce((n, o) => n + o.events, 0)).toBe(4 * 6);
      expect(outcomes.reduce((n, o) => n + o.days.length, 0)).toBeGreaterThan(4);
    } finally {
      if (other !== db) await other.destroy();
    }
    expect(await dashboards()).toEqual(before);
  });

  it('lets one instance per interval run the scheduled job', async () => {
    const hour = 3_600_000;
    expect(await claimRun(db, now, hour)).toBe(true);
    expect(await claimRun(db, new Date(now.getTime() + 60_000), hour)).toBe(false);
    expect((await runRetention(db, policy, new Date(now.getTime() + 60_000), hour)).ran).toBe(false);
    expect(await claimRun(db, new Date(now.getTime() + hour), hour)).toBe(true);
    // The operator's command (no interval) always runs.
    expect((await runRetention(db, policy, new Date(now.getTime() + hour + 1), 0)).ran).toBe(true);
  });
});

describe('survey, feedback and consent retention', () => {
  beforeEach(resetTables);

  it('deletes survey answers older than the survey period and keeps the rest', async () => {
    const answer = (created_at: string) => ({ site: 'healthline', path: '/nutrition', score: 4, comment: 'useful', created_at });
    await db.insertInto('survey_responses').values([answer(daysAgo(366, '11:59:59.999Z')), answer(daysAgo(365, '12:00:00.001Z')), answer(daysAgo(2))]).execute();
    const outcome = await runRetention(db, policy, now);
    expect(outcome.surveyResponses).toBe(1);
    expect((await db.selectFrom('survey_responses').select('created_at').orderBy('created_at').execute()).map((r) => r.created_at)).toEqual([daysAgo(365, '12:00:00.001Z'), daysAgo(2)]);
  });

  it('deletes feedback votes (and their reasons) not cast or changed within the feedback period, and keeps the rest', async () => {
    const vote = (id: string, created_at: string, updated_at: string) => ({ id, site: 'psy', path: '/stress/a', reader_key: `key-${id}`, vote: 'not-helpful' as const, reason: 'Too short', created_at, updated_at });
    await db
      .insertInto('feedback_votes')
      .values([
        vote('old', daysAgo(400), daysAgo(366, '11:59:59.999Z')),
        // Cast long ago but changed within the year: the change counts.
        vote('changed', daysAgo(800), daysAgo(365, '12:00:00.001Z')),
        vote('recent', daysAgo(2), daysAgo(2)),
      ])
      .execute();
    const outcome = await runRetention(db, { ...policy, feedbackDays: 365 }, now);
    expect(outcome.feedbackVotes).toBe(1);
    expect((await db.selectFrom('feedback_votes').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['changed', 'recent']);
    expect((await runRetention(db, { ...policy, feedbackDays: 1 }, now)).feedbackVotes).toBe(2);
  });

  it('keeps a consent id’s whole history until its newest record is older than the consent period', async () => {
    const record = (consent_id: string, created_at: string) => ({ consent_id, site: 'healthline', version: 1, data: '{}', regime: 'gdpr', gpc: 0, created_at });
    await db
      .insertInto('consent_records')
      .values([
        // Chosen 7 years ago and changed a month ago: the old record still proves what held before.
        record('renewed', daysAgo(7 * 365)),
        record('renewed', daysAgo(30)),
        // Last choice 2190 days ago and one more day: lapsed for the whole period.
        record('lapsed', daysAgo(2500)),
        record('lapsed', daysAgo(2191)),
        // Last choice 2189 days ago: kept.
        record('recent', daysAgo(2189)),
      ])
      .execute();
    const outcome = await runRetention(db, policy, now);
    expect(outcome.consentRecords).toBe(2);
    const left = await db.selectFrom('consent_records').select(['consent_id']).orderBy('id').execute();
    expect(left.map((r) => r.consent_id)).toEqual(['renewed', 'renewed', 'recent']);
  });
});

describe('newsletter sign-up, outbox and coupon retention', () => {
  beforeEach(resetTables);

  type SubscriberFields = { status: 'pending' | 'active' | 'unsubscribed'; created_at: string; updated_at: string; confirm_sent_at: string | null };
  const subscriber = (email: string, fields: SubscriberFields) => ({
    public_id: `pid-${email}`,
    site: 'healthline',
    email,
    lists: '["wellness"]',
    source: null,
    profile_data: '{}',
    newsletter_consent: 'YV1' as const,
    explicit_consent: 'YV1' as const,
    path: '/nutrition',
    identifiers: '{}',
    session_id: `session-${email}`,
    confirm_nonce: fields.status === 'pending' ? 'nonce' : null,
    confirmed_at: fields.status === 'active' ? fields.updated_at : null,
    unsubscribed_at: fields.status === 'unsubscribed' ? fields.updated_at : null,
    ...fields,
  });

  it('deletes sign-ups left unconfirmed for the period, counted from the last sign-up or confirmation mail', async () => {
    const old = daysAgo(30, '11:59:59.999Z');
    const justInside = daysAgo(30, '12:00:00.001Z');
    await db
      .insertInto('newsletter_subscribers')
      .values([
        subscriber('stale@example.org', { status: 'pending', created_at: daysAgo(90), updated_at: old, confirm_sent_at: old }),
        subscriber('mail-failed@example.org', { status: 'pending', created_at: daysAgo(40), updated_at: daysAgo(40), confirm_sent_at: null }),
        subscriber('recent@example.org', { status: 'pending', created_at: justInside, updated_at: justInside, confirm_sent_at: justInside }),
        // Signed up long ago, signed up again this week: its new confirm link must keep working.
        subscriber('again@example.org', { status: 'pending', created_at: daysAgo(200), updated_at: daysAgo(3), confirm_sent_at: daysAgo(3) }),
        // A fresh confirmation mail on an old row (defensive: the mail time counts too).
        subscriber('resent@example.org', { status: 'pending', created_at: daysAgo(200), updated_at: daysAgo(200), confirm_sent_at: daysAgo(2) }),
        // Confirmed or unsubscribed readers are not pending sign-ups, however old.
        subscriber('active@example.org', { status: 'active', created_at: daysAgo(900), updated_at: daysAgo(800), confirm_sent_at: daysAgo(900) }),
        subscriber('left@example.org', { status: 'unsubscribed', created_at: daysAgo(900), updated_at: daysAgo(500), confirm_sent_at: daysAgo(900) }),
      ])
      .execute();
    const outcome = await runRetention(db, policy, now);
    expect(outcome.pendingSignups).toBe(2);
    const left = await db.selectFrom('newsletter_subscribers').select('email').orderBy('email').execute();
    expect(left.map((r) => r.email)).toEqual(['active@example.org', 'again@example.org', 'left@example.org', 'recent@example.org', 'resent@example.org']);
    // The shortest period allowed (a confirm link's life): links sent within it still find their sign-up.
    expect((await runRetention(db, { ...policy, newsletterPendingDays: 7 }, now)).pendingSignups).toBe(1);
    const after = await db.selectFrom('newsletter_subscribers').select('email').orderBy('email').execute();
    expect(after.map((r) => r.email)).toEqual(['active@example.org', 'again@example.org', 'left@example.org', 'resent@example.org']);
  });

  it('deletes local outbox copies of mails and text messages older than the outbox period', async () => {
    const mail = (to_address: string, created_at: string) => ({ to_address, subject: 'Please confirm', text_body: 'text', html_body: '<p>text</p>', headers: '{}', raw: 'raw', created_at });
    await db
      .insertInto('mail_outbox')
      .values([mail('old@example.org', daysAgo(31)), mail('edge@example.org', daysAgo(30, '11:59:59.999Z')), mail('kept@example.org', daysAgo(30, '12:00:00.001Z')), mail('new@example.org', daysAgo(0))])
      .execute();
    await db
      .insertInto('sms_outbox')
      .values([
        { to_number: '3175550100', body: 'Your coupon', created_at: daysAgo(45) },
        { to_number: '3175550101', body: 'Your coupon', created_at: daysAgo(29) },
      ])
      .execute();
    const outcome = await runRetention(db, policy, now);
    expect(outcome).toMatchObject({ mailOutbox: 2, smsOutbox: 1 });
    expect((await db.selectFrom('mail_outbox').select('to_address').orderBy('id').execute()).map((r) => r.to_address)).toEqual(['kept@example.org', 'new@example.org']);
    expect((await db.selectFrom('sms_outbox').select('to_number').execute()).map((r) => r.to_number)).toEqual(['3175550101']);
  });

  it('deletes issued coupons older than the coupon period and keeps newer ones sendable', async () => {
    const coupon = (id: string, created_at: string) => ({
      id,
      bin: '019999',
      pcn: 'WELLREAD',
      grp: 'WR0006',
      uid: `member-${id}`,
      site: 'healthline',
      formulation_id: 'f1',
      drug_id: 1,
      drug_name: 'Atorvastatin',
      drug_slug: 'atorvastatin',
      dosage_display: '20 mg',
      quantity_display: '30 tablets',
      ndc: '00000000000',
      location_id: 'l1',
      retailer_id: 'r1',
      retailer_name: 'Corner Pharmacy',
      low_price_amount: 9.5,
      high_price_amount: null,
      price_currency: 'USD',
      pbm_id: 'p1',
      created_at,
    });
    await db
      .insertInto('drug_coupons')
      .values([coupon('C-OLD', daysAgo(366)), coupon('C-EDGE', daysAgo(365, '11:59:59.999Z')), coupon('C-YEAR', daysAgo(365, '12:00:00.001Z')), coupon('C-TODAY', daysAgo(0))])
      .execute();
    const outcome = await runRetention(db, policy, now);
    expect(outcome.coupons).toBe(2);
    expect((await db.selectFrom('drug_coupons').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['C-TODAY', 'C-YEAR']);
    // The shortest period allowed still keeps a coupon issued today (its modal may still be open).
    expect((await runRetention(db, { ...policy, couponDays: 1 }, now)).coupons).toBe(1);
    expect((await db.selectFrom('drug_coupons').select('id').execute()).map((r) => r.id)).toEqual(['C-TODAY']);
  });
});
