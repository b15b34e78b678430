import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { log } from '@/lib/log';
import { runDueSchedules } from './release.server';

declare global {
  var __wellreadNewsroomSchedule: NodeJS.Timeout | undefined;
}

/** How often every server process looks for due publishes and unpublishes: well within the minute editors are promised. */
export const scheduleCheckMs = 15_000;

/**
 * Runs scheduled publishing and unpublishing in this server process (decision 017). Every instance
 * checks; each due document is claimed in the transaction that releases it, so it happens once.
 * Started by src/instrumentation.ts.
 */
export function startNewsroomSchedule(connection: () => Promise<Kysely<Database>>): void {
  if (globalThis.__wellreadNewsroomSchedule || process.env.NEXT_PHASE === 'phase-production-build') return;
  let running = false;
  let failing = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await runDueSchedules(await connection(), new Date());
      if (outcome.published + outcome.unpublished + outcome.failed > 0) log('info', 'newsroom schedule', outcome);
      failing = false;
    } catch (error) {
      if (!failing) log('warn', 'newsroom schedule failed; it is tried again at the next check', { error: error instanceof Error ? error.message : String(error) });
      failing = true;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), scheduleCheckMs);
  timer.unref();
  globalThis.__wellreadNewsroomSchedule = timer;
}
