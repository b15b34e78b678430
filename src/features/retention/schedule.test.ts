import { afterEach, describe, expect, it } from 'vitest';
import { weightedBucketCounts, weightedPercentile } from '@/features/ops/range';
import { deletedAnything, retentionPolicy } from '@/features/retention/schedule';
import { env, resetEnvCache } from '@/lib/env';

const saved = { ...process.env };
const names = [
  'ANALYTICS_RETENTION_DAYS',
  'SURVEY_RETENTION_DAYS',
  'FEEDBACK_RETENTION_DAYS',
  'CONSENT_RETENTION_DAYS',
  'NEWSLETTER_PENDING_RETENTION_DAYS',
  'OUTBOX_RETENTION_DAYS',
  'COUPON_RETENTION_DAYS',
  'ERROR_REPORTS_RETENTION_DAYS',
  'RETENTION_INTERVAL_MINUTES',
];
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe('retention settings', () => {
  it('defaults to 90 days of raw analytics, a year of survey answers, 6 years of consent records, 30 days of unconfirmed sign-ups and outbox copies, a year of coupons, hourly checks', () => {
    for (const name of names) delete process.env[name];
    resetEnvCache();
    expect(retentionPolicy()).toEqual({ analyticsDays: 90, surveyDays: 365, feedbackDays: 365, consentDays: 2190, newsletterPendingDays: 30, outboxDays: 30, couponDays: 365, errorReportsDays: 30 });
    expect(env().RETENTION_INTERVAL_MINUTES).toBe(60);
  });

  it('takes other periods and refuses consent records kept shorter than the consent lives', () => {
    Object.assign(process.env, { ANALYTICS_RETENTION_DAYS: '30', SURVEY_RETENTION_DAYS: '180', FEEDBACK_RETENTION_DAYS: '90', CONSENT_RETENTION_DAYS: '1825', RETENTION_INTERVAL_MINUTES: '0' });
    resetEnvCache();
    expect(retentionPolicy()).toMatchObject({ analyticsDays: 30, surveyDays: 180, feedbackDays: 90, consentDays: 1825 });
    expect(env().RETENTION_INTERVAL_MINUTES).toBe(0);
    process.env.CONSENT_RETENTION_DAYS = '90';
    resetEnvCache();
    expect(() => env()).toThrow(/CONSENT_RETENTION_DAYS/);
    process.env.CONSENT_RETENTION_DAYS = '1825';
    process.env.ANALYTICS_RETENTION_DAYS = '0';
    resetEnvCache();
    expect(() => env()).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });

  it('takes other periods for sign-ups, outboxes and coupons, never shorter than a confirm link or an open coupon need', () => {
    Object.assign(process.env, { NEWSLETTER_PENDING_RETENTION_DAYS: '14', OUTBOX_RETENTION_DAYS: '7', COUPON_RETENTION_DAYS: '1' });
    resetEnvCache();
    expect(retentionPolicy()).toMatchObject({ newsletterPendingDays: 14, outboxDays: 7, couponDays: 1 });
    for (const [name, tooShort] of [['NEWSLETTER_PENDING_RETENTION_DAYS', '6'], ['OUTBOX_RETENTION_DAYS', '6'], ['COUPON_RETENTION_DAYS', '0']] as const) {
      const before = process.env[name];
      process.env[name] = tooShort;
      resetEnvCache();
      expect(() => env()).toThrow(new RegExp(name));
      process.env[name] = before;
    }
  });
});

describe('the scheduler’s log line', () => {
  const quiet = { ran: true, days: [], events: 0, metrics: 0, surveyResponses: 0, feedbackVotes: 0, consentRecords: 0, pendingSignups: 0, mailOutbox: 0, smsOutbox: 0, coupons: 0, errorReports: 0, memberSessions: 0, campaignsArchived: 0 };
  it('is written when any kind of row was deleted, the new ones included, and not for a run that found nothing', () => {
    expect(deletedAnything(quiet)).toBe(false);
    for (const key of ['events', 'campaignsArchived', 'feedbackVotes', 'pendingSignups', 'mailOutbox', 'smsOutbox', 'coupons', 'errorReports'] as const) expect(deletedAnything({ ...quiet, [key]: 1 }), key).toBe(true);
    expect(deletedAnything({ ...quiet, days: ['2026-01-01'] })).toBe(true);
  });
});

describe('counting values with their counts (the dashboard over rollups)', () => {
  it('gives the same p75 and buckets as over the expanded list', () => {
    const weighted = [
      { value: 5, count: 3 },
      { value: 10, count: 1 },
      { value: 40, count: 4 },
      { value: 999, count: 2 },
    ];
    // Expanded: 5 5 5 10 40 40 40 40 999 999; nearest rank ceil(p% of 10): p1 → 1st, p50 → 5th, p75 → 8th, p90 → 9th, p100 → 10th.
    const expected: Record<number, number> = { 1: 5, 50: 40, 75: 40, 90: 999, 100: 999 };
    for (const p of [1, 50, 75, 90, 100]) expect(weightedPercentile(weighted, p)).toBe(expected[p]);
    expect(weightedBucketCounts(weighted, [10, 50])).toEqual([4, 4, 2]);
    expect(weightedPercentile([], 75)).toBeNull();
  });
});
