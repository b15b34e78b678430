import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import type { AuthorDocument } from './authors';
import { logChange } from './change-log';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores an author record in the caller's transaction, replacing the one with the same site and id (store.server.ts logs the change). */
export async function writeAuthorRow(trx: Transaction<Database>, document: AuthorDocument, storedAt: string): Promise<void> {
  const row = { site: document.site, id: document.id, name: document.name, document: JSON.stringify(document), stored_at: storedAt };
  await trx.insertInto('authors').values(row).onConflict((oc) => oc.columns(['site', 'id']).doUpdateSet(row)).execute();
}

/** Records which author records a stored article names (its envelope's and its widgets'), replacing what it named before. */
export async function setArticleAuthors(trx: Transaction<Database>, site: SiteId, canonicalPath: string, ids: readonly string[]): Promise<void> {
  await trx.deleteFrom('article_authors').where('site', '=', site).where('canonical_path', '=', canonicalPath).execute();
  const unique = [...new Set(ids)];
  if (unique.length) await trx.insertInto('article_authors').values(unique.map((id) => ({ site, canonical_path: canonicalPath, author_id: id }))).execute();
}

/** The paths of the stored articles that name an author record, in path order. */
export async function pathsNamingAuthor(db: Db, site: SiteId, id: string): Promise<string[]> {
  const rows = await db.selectFrom('article_authors').select('canonical_path').where('site', '=', site).where('author_id', '=', id).orderBy('canonical_path').execute();
  return rows.map((r) => r.canonical_path);
}

/** Deletes an author record in the caller's transaction and logs the change; false when there was none. */
export async function deleteAuthorRow(trx: Transaction<Database>, site: SiteId, id: string): Promise<boolean> {
  const result = await trx.deleteFrom('authors').where('site', '=', site).where('id', '=', id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await logChange(trx, { kind: 'author', site, id });
  return deleted;
}

const parse = (rows: { document: string }[]) => rows.map((r) => JSON.parse(r.document) as AuthorDocument);

/** The site's author records with these ids (those that exist), in id order. */
export async function findAuthors(db: Db, site: SiteId, ids: readonly string[]): Promise<AuthorDocument[]> {
  if (ids.length === 0) return [];
  return parse(await db.selectFrom('authors').select('document').where('site', '=', site).where('id', 'in', [...new Set(ids)]).orderBy('id').execute());
}

/** Every author record of a site, by name. */
export async function listAuthors(db: Db, site: string): Promise<AuthorDocument[]> {
  return parse(await db.selectFrom('authors').select('document').where('site', '=', site).orderBy('name').orderBy('id').execute());
}

/** Every author record, for export. */
export async function listAllAuthors(db: Db): Promise<AuthorDocument[]> {
  return parse(await db.selectFrom('authors').select('document').orderBy('site').orderBy('id').execute());
}
