import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { logChange } from './change-log';

/**
 * Paths that moved (decision 017): when a published article's canonicalPath changes, the old path
 * answers with a permanent redirect to the new one, never a second live page. A chain is kept
 * flat (a → b, then b → c makes a → c), and a path that gets a page of its own again loses its
 * redirect. Each change is logged for the old path, so its cached page expires.
 */
export async function addRedirect(trx: Transaction<Database>, site: SiteId, from: string, to: string, now: Date): Promise<void> {
  if (from === to) return;
  const at = now.toISOString();
  await trx.deleteFrom('redirects').where('site', '=', site).where('from_path', '=', to).execute();
  const pointing = await trx.selectFrom('redirects').select('from_path').where('site', '=', site).where('to_path', '=', from).execute();
  await trx.updateTable('redirects').set({ to_path: to, created_at: at }).where('site', '=', site).where('to_path', '=', from).execute();
  await trx
    .insertInto('redirects')
    .values({ site, from_path: from, to_path: to, created_at: at })
    .onConflict((oc) => oc.columns(['site', 'from_path']).doUpdateSet({ to_path: to, created_at: at }))
    .execute();
  for (const path of [from, ...pointing.map((p) => p.from_path)]) await logChange(trx, { kind: 'article', site, path });
}

/** A page is published at `path` again: a redirect from there would hide it. */
export async function dropRedirectFrom(trx: Transaction<Database>, site: SiteId, path: string): Promise<void> {
  await trx.deleteFrom('redirects').where('site', '=', site).where('from_path', '=', path).execute();
}

export async function findRedirect(db: Kysely<Database>, site: SiteId, path: string): Promise<string | null> {
  const row = await db.selectFrom('redirects').select('to_path').where('site', '=', site).where('from_path', '=', path).executeTakeFirst();
  return row?.to_path ?? null;
}
