import 'server-only';
import type { Generated, Kysely } from 'kysely';
import type { Database, DeliveryColumns, DeliveryStatus } from '@/db/schema';
import { afterFailure, leaseSeconds } from './retry';

/** The two queues: mail and text messages (their own columns differ; the delivery columns are the same). */
export type OutboxTable = 'mail_outbox' | 'sms_outbox';
type QueueDb = Kysely<Record<OutboxTable, DeliveryColumns & { id: Generated<number>; created_at: string }>>;
const queue = (db: Kysely<Database>) => db as unknown as QueueDb;

/** The delivery columns of a message just stored: due now. */
export function newDelivery(now: Date): Pick<DeliveryColumns, 'next_attempt_at'> & { status: 'pending'; attempts: 0 } {
  return { status: 'pending', attempts: 0, next_attempt_at: now.toISOString() };
}

/** A stored message's delivery state, as the dev outbox page lists it. */
export interface OutboxDelivery {
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
}

export function outboxDelivery(row: { status: string; attempts: number | string; last_error: string | null }): OutboxDelivery {
  return { status: row.status as OutboxDelivery['status'], attempts: Number(row.attempts), lastError: row.last_error };
}

export interface Claimed {
  id: number;
  /** Tries so far, this one included. */
  attempts: number;
}

/**
 * Takes up to `limit` due messages for this sender: pending ones whose time has come, and sending
 * ones whose sender's lease ran out (it died mid-delivery). Each is taken with one conditional
 * update, so of several senders (instances) exactly one gets it.
 */
export async function claimDue(db: Kysely<Database>, table: OutboxTable, now: Date, limit = 20): Promise<Claimed[]> {
  const stamp = now.toISOString();
  const due = await queue(db)
    .selectFrom(table)
    .select(['id', 'attempts'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', stamp)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', stamp)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: Claimed[] = [];
  for (const row of due) {
    const attempts = Number(row.attempts) + 1;
    const result = await queue(db)
      .updateTable(table)
      .set({ status: 'sending', attempts, claimed_until: new Date(now.getTime() + leaseSeconds * 1000).toISOString() })
      .where('id', '=', row.id)
      .where('attempts', '=', Number(row.attempts))
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ id: Number(row.id), attempts });
  }
  return claimed;
}

/** Delivered: the row stays as the local copy (`keep`, the local outbox), or goes (a provider has it; nothing is kept). */
export async function markSent(db: Kysely<Database>, table: OutboxTable, id: number, keep: boolean, now: Date): Promise<void> {
  if (!keep) {
    await queue(db).deleteFrom(table).where('id', '=', id).execute();
    return;
  }
  await queue(db).updateTable(table).set({ status: 'sent', sent_at: now.toISOString(), claimed_until: null, next_attempt_at: null, last_error: null }).where('id', '=', id).execute();
}

/** A try failed: the message waits for the next one, or is given up (status failed, kept for the operator until the retention purge). */
export async function markFailedTry(db: Kysely<Database>, table: OutboxTable, claim: Claimed, error: string, permanent: boolean, now: Date): Promise<'pending' | 'failed'> {
  const outcome = afterFailure(claim.attempts, permanent, now);
  await queue(db)
    .updateTable(table)
    .set({ status: outcome.status, next_attempt_at: outcome.status === 'pending' ? outcome.nextAttemptAt : null, claimed_until: null, last_error: error.slice(0, 500) })
    .where('id', '=', claim.id)
    .execute();
  return outcome.status;
}

export interface QueueStats {
  /** Messages not yet delivered nor given up. */
  backlog: number;
  /** Age of the oldest of them, in seconds (0 when there are none). */
  oldestAgeSeconds: number;
  failed: number;
}

export async function queueStats(db: Kysely<Database>, table: OutboxTable, now: Date): Promise<QueueStats> {
  const waiting = await queue(db)
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  const failed = await queue(db).selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count')).where('status', '=', 'failed').executeTakeFirstOrThrow();
  const oldest = waiting.oldest ? Date.parse(String(waiting.oldest)) : NaN;
  return {
    backlog: Number(waiting.count),
    oldestAgeSeconds: Number.isFinite(oldest) ? Math.max(0, (now.getTime() - oldest) / 1000) : 0,
    failed: Number(failed.count),
  };
}
