import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { tagsForChange, type ContentChange } from './cache-tags';

/** How long a change stays in the log: past it, every cache entry it could expire has expired by itself (expireTime). */
export const changeLogRetentionMs = 24 * 60 * 60 * 1000;

export interface LoggedChange {
  id: number;
  site: SiteId;
  tags: string[];
  changedAt: number;
}

/**
 * Writes a change to content_changes in the transaction that stores it, so the log holds exactly
 * the changes that were committed. Every server process reads the log (change-feed.server.ts).
 */
export async function logChange(trx: Transaction<Database> | Kysely<Database>, change: ContentChange, now = Date.now()): Promise<void> {
  await trx
    .insertInto('content_changes')
    .values({ site: change.site, tags: JSON.stringify(tagsForChange(change)), changed_at: now })
    .execute();
}

function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Changes made at or after sinceMs, oldest first. */
export async function changesSince(db: Kysely<Database>, sinceMs: number, limit = 5000): Promise<LoggedChange[]> {
  const rows = await db
    .selectFrom('content_changes')
    .select(['id', 'site', 'tags', 'changed_at'])
    .where('changed_at', '>=', sinceMs)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), site: r.site as SiteId, tags: parseTags(r.tags), changedAt: Number(r.changed_at) }));
}

/** Drops changes older than the retention. */
export async function pruneChanges(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('content_changes').where('changed_at', '<', now - changeLogRetentionMs).execute();
}
