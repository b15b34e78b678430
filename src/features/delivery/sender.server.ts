import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { log } from '@/lib/log';
import { serverCounter, serverGauge } from '@/lib/server-metrics.server';
import { claimDue, markFailedTry, markSent, queueStats, type OutboxTable, type QueueStats } from './queue.server';
import { PermanentDeliveryError } from './retry';

/**
 * One kind of message and how it is delivered. `deliver` sends the stored message `id` through
 * the configured provider and answers whether the row stays as the local copy (the local outbox)
 * or goes (a provider has it). It throws to have the message tried again later, or
 * PermanentDeliveryError when the provider refused the message itself.
 */
export interface DeliveryChannel {
  name: 'mail' | 'sms';
  table: OutboxTable;
  /** Where messages go: the local outbox, SMTP or Twilio (logged and shown to operators). */
  transport: 'outbox' | 'smtp' | 'twilio';
  deliver(db: Kysely<Database>, id: number): Promise<{ keep: boolean }>;
}

export interface PassOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

const deliveries = () => serverCounter('wellread_outbox_deliveries_total', 'Delivery tries of queued mail and text messages, by channel and result (sent, retry, failed: given up)', ['channel', 'result']);

/** One pass over every channel: claims the due messages and delivers them one by one. */
export async function deliverDue(db: Kysely<Database>, channels: readonly DeliveryChannel[], now = new Date()): Promise<PassOutcome> {
  const outcome: PassOutcome = { sent: 0, retrying: 0, failed: 0 };
  for (const channel of channels) {
    for (const claim of await claimDue(db, channel.table, now)) {
      try {
        const { keep } = await channel.deliver(db, claim.id);
        await markSent(db, channel.table, claim.id, keep, new Date());
        outcome.sent += 1;
        deliveries().inc({ channel: channel.name, result: 'sent' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const status = await markFailedTry(db, channel.table, claim, message, error instanceof PermanentDeliveryError, now);
        const result = status === 'failed' ? 'failed' : 'retry';
        outcome[status === 'failed' ? 'failed' : 'retrying'] += 1;
        deliveries().inc({ channel: channel.name, result });
        log(status === 'failed' ? 'error' : 'warn', status === 'failed' ? 'delivery given up' : 'delivery failed; tried again later', { channel: channel.name, transport: channel.transport, id: claim.id, attempts: claim.attempts, error: message });
      }
    }
  }
  return outcome;
}

interface SenderState {
  connection: () => Promise<Kysely<Database>>;
  channels: readonly DeliveryChannel[];
  timer: NodeJS.Timeout;
  running: Promise<void> | null;
  again: boolean;
}

declare global {
  // One sender per server process; route bundles nudge it through globalThis.
  var __wellreadDelivery: SenderState | undefined;
}

/** Every this often each server process looks for due messages (retries; messages another instance stored). */
export const deliveryIntervalMs = 5_000;

async function runPasses(state: SenderState): Promise<void> {
  do {
    state.again = false;
    try {
      const db = await state.connection();
      let outcome: PassOutcome;
      // A full batch may leave more due messages behind: go on until a pass delivers nothing.
      do outcome = await deliverDue(db, state.channels);
      while (outcome.sent + outcome.retrying + outcome.failed >= 20);
    } catch (error) {
      log('warn', 'delivery pass failed; tried again on the next tick', { error: error instanceof Error ? error.message : String(error) });
    }
  } while (state.again);
}

function pass(state: SenderState): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = runPasses(state).finally(() => {
    state.running = null;
  });
}

/**
 * Starts this process's sender (src/instrumentation.ts): a pass every deliveryIntervalMs, and one
 * right away whenever a request stores a message (nudgeDelivery), so a reader's mail leaves within
 * moments without the request waiting for SMTP. Also registers the backlog gauges.
 */
export function startDeliverySender(connection: () => Promise<Kysely<Database>>, channels: readonly DeliveryChannel[]): void {
  watchQueues(connection, channels);
  if (globalThis.__wellreadDelivery || process.env.NEXT_PHASE === 'phase-production-build') return;
  const timer = setInterval(() => globalThis.__wellreadDelivery && pass(globalThis.__wellreadDelivery), deliveryIntervalMs);
  timer.unref();
  globalThis.__wellreadDelivery = { connection, channels, timer, running: null, again: false };
  log('info', 'delivery sender started', Object.fromEntries(channels.map((c) => [c.name, c.transport])));
}

/** A message was stored: deliver it now rather than on the next tick. Does nothing where no sender runs (CLI scripts, tests). */
export function nudgeDelivery(): void {
  const state = globalThis.__wellreadDelivery;
  if (state) pass(state);
}

/** For tests: stop this process's sender and wait for its pass. */
export async function stopDeliverySender(): Promise<void> {
  const state = globalThis.__wellreadDelivery;
  if (!state) return;
  clearInterval(state.timer);
  globalThis.__wellreadDelivery = undefined;
  await state.running;
}

/** wellread_outbox_backlog and wellread_outbox_oldest_age_seconds per channel, read from the database when Prometheus scrapes. */
function watchQueues(connection: () => Promise<Kysely<Database>>, channels: readonly DeliveryChannel[]): void {
  // Both gauges are collected in one scrape: they share one read of the queues (kept for a second) instead of querying twice.
  let last: { at: number; stats: Promise<{ channel: DeliveryChannel['name']; stats: QueueStats }[]> } | null = null;
  const read = () => {
    if (last && Date.now() - last.at < 1_000) return last.stats;
    const stats = (async () => {
      const db = await connection();
      const now = new Date();
      return Promise.all(channels.map(async (c) => ({ channel: c.name, stats: await queueStats(db, c.table, now) })));
    })();
    last = { at: Date.now(), stats };
    return stats;
  };
  serverGauge('wellread_outbox_backlog', 'Queued mail and text messages not yet delivered nor given up, by channel (the same figure from every instance: one database)', ['channel'], async function collect() {
    for (const { channel, stats } of await read().catch(() => [])) this.set({ channel }, stats.backlog);
  });
  serverGauge('wellread_outbox_oldest_age_seconds', 'Age of the oldest undelivered message, by channel (0 when none waits)', ['channel'], async function collect() {
    for (const { channel, stats } of await read().catch(() => [])) this.set({ channel }, stats.oldestAgeSeconds);
  });
}
