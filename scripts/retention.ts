/**
 * Retention purge: npm run retention
 * Archives campaigns whose end has passed with their figures, rolls up and deletes raw analytics events and metrics older than ANALYTICS_RETENTION_DAYS, deletes
 * survey answers older than SURVEY_RETENTION_DAYS, feedback votes not changed for FEEDBACK_RETENTION_DAYS and consent records whose consent id is lapsed for
 * CONSENT_RETENTION_DAYS, newsletter sign-ups unconfirmed for NEWSLETTER_PENDING_RETENTION_DAYS, local mail and
 * SMS outbox copies older than OUTBOX_RETENTION_DAYS, issued coupons older than COUPON_RETENTION_DAYS and error groups
 * not seen for ERROR_REPORTS_RETENTION_DAYS (docs/privacy.md). The server runs the same job every
 * RETENTION_INTERVAL_MINUTES; this runs it now, whenever it last ran. Safe while servers run.
 * Exit code 0 on success, 1 on failure.
 */
import { runRetention } from '../src/features/retention/purge';
import { describeOutcome, retentionPolicy } from '../src/features/retention/schedule';
import { exitWith, withMigratedDatabase } from './db-cli';

exitWith(
  'retention',
  withMigratedDatabase(async (db) => {
    const policy = retentionPolicy();
    console.log(
      `retention: raw analytics ${policy.analyticsDays} days, survey answers ${policy.surveyDays} days, feedback votes ${policy.feedbackDays} days, consent records ${policy.consentDays} days after their last choice, ` +
        `unconfirmed newsletter sign-ups ${policy.newsletterPendingDays} days, outbox copies ${policy.outboxDays} days, coupons ${policy.couponDays} days, error groups ${policy.errorReportsDays} days after last seen`,
    );
    const outcome = describeOutcome(await runRetention(db, policy));
    console.log(
      `rolled up ${String(outcome.daysRolledUp)} day(s)${outcome.oldestDay ? ` (${String(outcome.oldestDay)} to ${String(outcome.newestDay)})` : ''}; deleted ${String(outcome.events)} event(s), ${String(outcome.metrics)} metric row(s), ${String(outcome.surveyResponses)} survey answer(s), ${String(outcome.feedbackVotes)} feedback vote(s), ${String(outcome.consentRecords)} consent record(s), ` +
        `${String(outcome.pendingSignups)} unconfirmed sign-up(s), ${String(outcome.mailOutbox)} outbox mail(s), ${String(outcome.smsOutbox)} outbox text message(s), ${String(outcome.coupons)} coupon(s), ${String(outcome.errorReports)} error group(s), ${String(outcome.memberSessions)} ended member session(s) or sign-in(s); archived ${String(outcome.campaignsArchived)} ended campaign(s)`,
    );
    return 0;
  }),
);
