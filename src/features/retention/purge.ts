import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { sessionIdleDays } from '@/features/accounts/session-rules';
import { addRollup, dayBounds, rollupOfDay } from './rollup';
import { addCampaignRollup, rawFigureRows } from '@/content/campaigns/figures.server';
import { archiveEndedCampaigns } from '@/content/campaigns/archive.server';

/** How long each kind of stored reader data is kept, in days (src/lib/env.ts, docs/privacy.md). */
export interface RetentionPolicy {
  analyticsDays: number;
  surveyDays: number;
  /** "Was this helpful?" votes and their reasons (feedback_votes), by when they were last changed. */
  feedbackDays: number;
  consentDays: number;
  /** Newsletter sign-ups never confirmed (status pending). */
  newsletterPendingDays: number;
  /** mail_outbox and sms_outbox rows: local copies and messages given up. */
  outboxDays: number;
  /** Issued coupons (drug_coupons). */
  couponDays: number;
  /** Error groups (error_reports) by when they were last seen. */
  errorReportsDays: number;
}

export interface RetentionOutcome {
  /** False when another instance holds the lease (it ran within the interval). */
  ran: boolean;
  /** UTC days whose raw events and metrics were rolled up and deleted. */
  days: string[];
  events: number;
  metrics: number;
  surveyResponses: number;
  feedbackVotes: number;
  consentRecords: number;
  pendingSignups: number;
  mailOutbox: number;
  smsOutbox: number;
  coupons: number;
  errorReports: number;
  /** Member sessions past their absolute or idle end, and sign-ins never finished (src/features/accounts). */
  memberSessions: number;
  /** Campaigns whose end passed, archived with their figures (src/content/campaigns/archive.server.ts). */
  campaignsArchived: number;
}

const dayMs = 86_400_000;
/** The lease row's name in retention_runs (its finished_at is the last run). */
export const retentionLeaseName = 'retention';
const leaseName = retentionLeaseName;
const isoDay = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Raw analytics are purged by whole UTC days: rows before the start of the day `days` days ago. */
export function analyticsCutoff(days: number, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - days * dayMs).toISOString();
}

export function ageCutoff(days: number, now: Date): string {
  return new Date(now.getTime() - days * dayMs).toISOString();
}

/**
 * Takes the job's lease: succeeds when nobody started a run within `intervalMs` (0: always),
 * in one conditional update, so of several instances checking at once exactly one runs.
 */
export async function claimRun(db: Kysely<Database>, now: Date, intervalMs: number): Promise<boolean> {
  const stamp = now.toISOString();
  const before = new Date(now.getTime() - intervalMs).toISOString();
  const result = await db
    .updateTable('retention_runs')
    .set({ started_at: stamp })
    .where('name', '=', leaseName)
    .$if(intervalMs > 0, (q) => q.where((eb) => eb.or([eb('started_at', 'is', null), eb('started_at', '<=', before)])))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function oldestBefore(db: Kysely<Database>, cutoff: string): Promise<string | null> {
  const [events, metrics] = await Promise.all([
    db.selectFrom('events').select(sql<string | null>`min(created_at)`.as('at')).where('created_at', '<', cutoff).executeTakeFirst(),
    db.selectFrom('metrics').select(sql<string | null>`min(created_at)`.as('at')).where('created_at', '<', cutoff).executeTakeFirst(),
  ]);
  return [events?.at, metrics?.at].filter((v): v is string => typeof v === 'string').sort()[0] ?? null;
}

/**
 * Moves one UTC day of raw events and metrics into analytics_daily (the dashboard's counts) and
 * campaign_daily (the campaigns' views, clicks and conversions per variant): in one transaction that first
 * writes the lease row (which makes any other instance's transaction wait: a row lock on
 * PostgreSQL, the write lock on SQLite), then rolls up what is still there and deletes it. A second
 * run, concurrent or later, finds nothing left to add, so nothing is counted twice.
 */
export async function purgeAnalyticsDay(db: Kysely<Database>, day: string, now: Date): Promise<{ events: number; metrics: number }> {
  const { from, to } = dayBounds(day);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('retention_runs').set({ finished_at: now.toISOString() }).where('name', '=', leaseName).execute();
    await addRollup(trx, await rollupOfDay(trx, day));
    await addCampaignRollup(trx, await rawFigureRows(trx, { from, to }));
    const events = await trx.deleteFrom('events').where('created_at', '>=', from).where('created_at', '<', to).executeTakeFirst();
    const metrics = await trx.deleteFrom('metrics').where('created_at', '>=', from).where('created_at', '<', to).executeTakeFirst();
    return { events: Number(events.numDeletedRows), metrics: Number(metrics.numDeletedRows) };
  });
}

/**
 * Consent records are proof of consent: a consent id's whole history goes once its newest record
 * (the choice in force, or the last one before it lapsed) is older than the retention period.
 */
export async function purgeConsentRecords(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  const cutoff = ageCutoff(days, now);
  const lapsed = db.selectFrom('consent_records').select('consent_id').groupBy('consent_id').having(sql`max(created_at)`, '<', cutoff);
  const result = await db.deleteFrom('consent_records').where('consent_id', 'in', lapsed).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeSurveyResponses(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  const result = await db.deleteFrom('survey_responses').where('created_at', '<', ageCutoff(days, now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Feedback votes (and the reasons on them) not cast or changed within the period. */
export async function purgeFeedbackVotes(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  const result = await db.deleteFrom('feedback_votes').where('updated_at', '<', ageCutoff(days, now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Newsletter sign-ups never confirmed: a pending row goes once both its last sign-up (updated_at;
 * a repeated sign-up or an unsubscribe moves it) and its last confirmation mail are older than the
 * period. Active and unsubscribed rows are not touched here (the reader's delete link removes them).
 */
export async function purgePendingSignups(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  const cutoff = ageCutoff(days, now);
  const result = await db
    .deleteFrom('newsletter_subscribers')
    .where('status', '=', 'pending')
    .where('updated_at', '<', cutoff)
    .where((eb) => eb.or([eb('confirm_sent_at', 'is', null), eb('confirm_sent_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The outboxes: local copies (no SMTP server or Twilio account configured) and messages the sender gave up on. Delivery takes at most about an hour, so nothing old is still waiting. */
export async function purgeOutboxes(db: Kysely<Database>, days: number, now: Date): Promise<{ mail: number; sms: number }> {
  const cutoff = ageCutoff(days, now);
  const mail = await db.deleteFrom('mail_outbox').where('created_at', '<', cutoff).executeTakeFirst();
  const sms = await db.deleteFrom('sms_outbox').where('created_at', '<', cutoff).executeTakeFirst();
  return { mail: Number(mail.numDeletedRows), sms: Number(sms.numDeletedRows) };
}

/** Issued coupons. A coupon can be sent again only from its open modal (the id lives in the page), so a row is needed briefly; the period is for questions about a coupon used later (it never expires). */
export async function purgeCoupons(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  const result = await db.deleteFrom('drug_coupons').where('created_at', '<', ageCutoff(days, now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Error groups (error_reports) not seen again within the period; one seen again stays, with its count. */
export async function purgeErrorReports(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  const result = await db.deleteFrom('error_reports').where('last_seen', '<', ageCutoff(days, now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes member sessions past their absolute end or idle window and sign-ins under way that expired; a session is dead then anyway, this takes the row away. */
export async function purgeEndedSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  const idleCutoff = new Date(now.getTime() - sessionIdleDays * dayMs).toISOString();
  const sessions = await db
    .deleteFrom('member_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('last_seen_at', '<=', idleCutoff)]))
    .executeTakeFirst();
  const logins = await db.deleteFrom('auth_logins').where('expires_at', '<=', at).executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(logins.numDeletedRows);
}

/**
 * The retention job (docs/privacy.md): archives campaigns whose end has passed with their figures,
 * rolls up and deletes raw analytics older than the policy
 * allows, oldest day first, then deletes old survey answers, old feedback votes, lapsed consent records, unconfirmed
 * newsletter sign-ups, old local outbox copies, old issued coupons, error groups not seen lately and ended
 * member sessions. Safe to run
 * on several instances at once. With `intervalMs`, it does nothing when another run started within
 * that time (the scheduler); without, it always runs (the CLI).
 */
export async function runRetention(db: Kysely<Database>, policy: RetentionPolicy, now = new Date(), intervalMs = 0): Promise<RetentionOutcome> {
  const outcome: RetentionOutcome = {
    ran: false,
    days: [],
    events: 0,
    metrics: 0,
    surveyResponses: 0,
    feedbackVotes: 0,
    consentRecords: 0,
    pendingSignups: 0,
    mailOutbox: 0,
    smsOutbox: 0,
    coupons: 0,
    errorReports: 0,
    memberSessions: 0,
    campaignsArchived: 0,
  };
  if (!(await claimRun(db, now, intervalMs))) return outcome;
  outcome.ran = true;
  // Ended campaigns first, while their recent raw events are all still there (the archive adds them to the rollups).
  outcome.campaignsArchived = await archiveEndedCampaigns(db, now);
  const cutoff = analyticsCutoff(policy.analyticsDays, now);
  for (let oldest = await oldestBefore(db, cutoff); oldest; oldest = await oldestBefore(db, cutoff)) {
    const day = oldest.slice(0, 10);
    if (!isoDay.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00.000Z`)) || !(oldest >= dayBounds(day).from)) {
      // Not an ISO time (we never write one): nothing the dashboard can place, so it just goes.
      outcome.events += Number((await db.deleteFrom('events').where('created_at', '=', oldest).executeTakeFirst()).numDeletedRows);
      outcome.metrics += Number((await db.deleteFrom('metrics').where('created_at', '=', oldest).executeTakeFirst()).numDeletedRows);
      continue;
    }
    const deleted = await purgeAnalyticsDay(db, day, now);
    outcome.days.push(day);
    outcome.events += deleted.events;
    outcome.metrics += deleted.metrics;
  }
  outcome.surveyResponses = await purgeSurveyResponses(db, policy.surveyDays, now);
  outcome.feedbackVotes = await purgeFeedbackVotes(db, policy.feedbackDays, now);
  outcome.consentRecords = await purgeConsentRecords(db, policy.consentDays, now);
  outcome.pendingSignups = await purgePendingSignups(db, policy.newsletterPendingDays, now);
  const outboxes = await purgeOutboxes(db, policy.outboxDays, now);
  outcome.mailOutbox = outboxes.mail;
  outcome.smsOutbox = outboxes.sms;
  outcome.coupons = await purgeCoupons(db, policy.couponDays, now);
  outcome.errorReports = await purgeErrorReports(db, policy.errorReportsDays, now);
  outcome.memberSessions = await purgeEndedSessions(db, now);
  return outcome;
}
