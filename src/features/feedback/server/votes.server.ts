import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { randomId } from '@/lib/random-id';
import type { FeedbackVote } from '../rules';
import type { FeedbackAnswer } from '../schema';

export interface VoteWrite {
  site: string;
  path: string;
  /** The vote in force afterwards; null takes it back (the row is deleted). */
  vote: FeedbackVote | null;
  /** The reason after Not Helpful, sanitised; kept when a later Not Helpful comes without one. */
  reason?: string;
  /** The reader's key for this article (reader.server.ts), or null for a reader without an anonymous id. */
  readerKey: string | null;
  /** The row this page made earlier; it counts only for a row without a reader key, on this article. */
  voteId?: string;
}

const none: FeedbackAnswer = { vote: null, voteId: null };

/**
 * Sets a reader's vote on an article (spec 4.5: Helpful, Not Helpful or none). With a reader key
 * there is at most one row per reader and article (the unique index; a concurrent first vote is an
 * upsert); a changed vote replaces it, none deletes it. Without one, the vote is a row only the page
 * that made it can change (it holds the row's random id in memory). A page that voted before the
 * reader had a key and votes again with one hands its earlier row over: that row is deleted, so
 * the reader still counts once. A reason belongs to Not Helpful: any other vote clears it.
 */
export async function setFeedbackVote(db: Kysely<Database>, write: VoteWrite, now = new Date()): Promise<FeedbackAnswer> {
  const { site, path, vote, readerKey, voteId } = write;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const onArticle = trx.selectFrom('feedback_votes').select(['id', 'vote', 'reason']).where('site', '=', site).where('path', '=', path);
    if (readerKey && voteId) {
      await trx.deleteFrom('feedback_votes').where('id', '=', voteId).where('site', '=', site).where('path', '=', path).where('reader_key', 'is', null).execute();
    }
    const row = readerKey
      ? await onArticle.where('reader_key', '=', readerKey).executeTakeFirst()
      : voteId
        ? await onArticle.where('id', '=', voteId).where('reader_key', 'is', null).executeTakeFirst()
        : undefined;
    if (vote === null) {
      if (row) await trx.deleteFrom('feedback_votes').where('id', '=', row.id).execute();
      return none;
    }
    const reason = vote === 'not-helpful' ? (write.reason ?? (row?.vote === 'not-helpful' ? row.reason : null)) : null;
    if (row) {
      await trx.updateTable('feedback_votes').set({ vote, reason, updated_at: at }).where('id', '=', row.id).execute();
      return { vote, voteId: row.id };
    }
    const id = randomId();
    await trx
      .insertInto('feedback_votes')
      .values({ id, site, path, reader_key: readerKey, vote, reason, created_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['site', 'path', 'reader_key']).doUpdateSet({ vote, reason, updated_at: at }))
      .execute();
    if (!readerKey) return { vote, voteId: id };
    const stored = await trx.selectFrom('feedback_votes').select('id').where('site', '=', site).where('path', '=', path).where('reader_key', '=', readerKey).executeTakeFirstOrThrow();
    return { vote, voteId: stored.id };
  });
}

/** The vote in force for this reader key on this article (none without a key). */
export async function readerVote(db: Kysely<Database>, site: string, path: string, readerKey: string | null): Promise<FeedbackAnswer> {
  if (!readerKey) return none;
  const row = await db.selectFrom('feedback_votes').select(['id', 'vote']).where('site', '=', site).where('path', '=', path).where('reader_key', '=', readerKey).executeTakeFirst();
  return row ? { vote: row.vote, voteId: row.id } : none;
}
