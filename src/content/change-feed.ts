import type { Kysely } from 'kysely';
import { createDb, migrateToLatest } from '@/db/connect';
import type { Database } from '@/db/schema';
import { env } from '@/lib/env';
import type { SiteId } from '@/sites';
import { log } from '@/lib/log';
import { changeLogRetentionMs, changesSince, logChange, pruneChanges, type LoggedChange } from './change-log';
import { pageCampaignBoundaries } from '@/content/campaigns/store.server';
import { PAGE_PLACEMENTS } from '@/content/campaigns/schema';
import { expireTagsHere } from './expire-tags-here';
import { navigationPanelBoundaries } from './store.server';
import { purgeProxy } from './proxy-purge';

/** How often each server process reads the change log: a change made elsewhere shows here within this. */
export const changeFeedPollMs = 1000;
/** Each read goes back this far, so a change committed late (a long transaction, another machine's clock) is not missed. */
const overlapMs = 10_000;
const pruneEveryMs = 10 * 60_000;

interface Feed {
  timer: NodeJS.Timeout;
  stop(): Promise<void>;
}

declare global {
  // One feed per server process.
  var __wellreadChangeFeed: Feed | undefined;
}

/**
 * Reads content_changes every second and expires, in this process, the tags of every change it
 * has not applied yet (expireTagsHere), then purges the changed pages from the caching proxy when
 * PROXY_PURGE_URL is set. At start it applies every change still in the log, so a process that
 * starts on a shared cache (Redis) never serves a page older than a change. Runs outside any
 * request (started by src/instrumentation.ts), on a connection of its own.
 */
export function startChangeFeed(): void {
  if (globalThis.__wellreadChangeFeed) return;
  let db: Kysely<Database> | null = null;
  let since = Date.now() - changeLogRetentionMs;
  let lastPrune = 0;
  let failing = false;
  let running: Promise<void> | null = null;
  const applied = new Map<number, number>();
  let boundariesCheckedAt = Date.now();

  async function connection(): Promise<Kysely<Database>> {
    if (db) return db;
    const { DATABASE_URL, SQLITE_PATH } = env();
    const made = await createDb({ databaseUrl: DATABASE_URL, sqlitePath: SQLITE_PATH });
    try {
      await migrateToLatest(made);
    } catch (error) {
      await made.destroy().catch(() => undefined);
      throw error;
    }
    db = made;
    return made;
  }

  async function tick(): Promise<void> {
    const startedAt = Date.now();
    const replay = applied.size === 0 && lastPrune === 0;
    try {
      const conn = await connection();
      const fresh: LoggedChange[] = [];
      for (const change of await changesSince(conn, since)) {
        if (applied.has(change.id)) continue;
        expireTagsHere(change.tags, change.changedAt);
        applied.set(change.id, change.changedAt);
        fresh.push(change);
      }
      since = startedAt - overlapMs;
      for (const [id, at] of applied) if (at < since - overlapMs) applied.delete(id);
      if (failing) log('info', 'content change log readable again: changes made elsewhere reach this process again');
      failing = false;
      // At start the proxy already dropped what those changes touched (their own purges, or its s-maxage).
      if (!replay && fresh.length) {
        const outcome = await purgeProxy(conn, fresh);
        if (outcome.failed) log('warn', 'caching proxy purge failed for some pages; they refresh within their s-maxage', { ...outcome });
      }
      // A page placement (commerce campaign) that starts or ends changes the pages it targets: log it
      // as a change, so every process (and the proxy) renders them anew. Each process may log the
      // same boundary; a repeated change only expires the tags again.
      for (const { site } of await pageCampaignBoundaries(conn, new Date(boundariesCheckedAt), new Date(startedAt), PAGE_PLACEMENTS)) {
        await logChange(conn, { kind: 'campaign', site: site as SiteId, pagePlacement: true }, startedAt);
      }
      // Likewise the header's branding panel: its start or end changes every page that shows the header.
      for (const site of await navigationPanelBoundaries(conn, new Date(boundariesCheckedAt), new Date(startedAt))) {
        await logChange(conn, { kind: 'navigation', site }, startedAt);
      }
      boundariesCheckedAt = startedAt;
      if (startedAt - lastPrune > pruneEveryMs) {
        lastPrune = startedAt;
        await pruneChanges(conn, startedAt);
      }
    } catch (error) {
      if (!failing) {
        log('warn', 'content change log unreadable: changes made by other processes reach this one when the database is back', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      failing = true;
      const broken = db;
      db = null;
      await broken?.destroy().catch(() => undefined);
    }
  }

  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, changeFeedPollMs);
  timer.unref();
  globalThis.__wellreadChangeFeed = {
    timer,
    async stop() {
      clearInterval(timer);
      await running;
      await db?.destroy();
      globalThis.__wellreadChangeFeed = undefined;
    },
  };
}
