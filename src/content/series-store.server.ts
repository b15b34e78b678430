import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import type { SeriesDocument } from './series';
import { logChange } from './change-log';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores a content series in the caller's transaction, replacing the one with the same site and id (store.server.ts logs the change). */
export async function writeSeriesRow(trx: Transaction<Database>, document: SeriesDocument, storedAt: string): Promise<void> {
  const row = { site: document.site, id: document.id, title: document.title, document: JSON.stringify(document), stored_at: storedAt };
  await trx.insertInto('series').values(row).onConflict((oc) => oc.columns(['site', 'id']).doUpdateSet(row)).execute();
}

/** Records which series a stored article shows (none: undefined), replacing what it showed before. */
export async function setArticleSeries(trx: Transaction<Database>, site: SiteId, canonicalPath: string, seriesId: string | undefined): Promise<void> {
  await trx.deleteFrom('article_series').where('site', '=', site).where('canonical_path', '=', canonicalPath).execute();
  if (seriesId) await trx.insertInto('article_series').values({ site, canonical_path: canonicalPath, series_id: seriesId }).execute();
}

/** The paths of the stored articles that show a series, in path order. */
export async function pathsShowingSeries(db: Db, site: SiteId, id: string): Promise<string[]> {
  const rows = await db.selectFrom('article_series').select('canonical_path').where('site', '=', site).where('series_id', '=', id).orderBy('canonical_path').execute();
  return rows.map((r) => r.canonical_path);
}

/** The paths of the stored articles that show the same series as this article (itself included); none when it shows none. */
export async function seriesNeighbours(db: Db, site: SiteId, canonicalPath: string): Promise<string[]> {
  const rows = await db
    .selectFrom('article_series as mine')
    .innerJoin('article_series as other', (join) => join.onRef('other.site', '=', 'mine.site').onRef('other.series_id', '=', 'mine.series_id'))
    .select('other.canonical_path')
    .where('mine.site', '=', site)
    .where('mine.canonical_path', '=', canonicalPath)
    .orderBy('other.canonical_path')
    .execute();
  return rows.map((r) => r.canonical_path);
}

/** Deletes a content series in the caller's transaction and logs the change; false when there was none. */
export async function deleteSeriesRow(trx: Transaction<Database>, site: SiteId, id: string): Promise<boolean> {
  const result = await trx.deleteFrom('series').where('site', '=', site).where('id', '=', id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await logChange(trx, { kind: 'series', site, id });
  return deleted;
}

const parse = (rows: { document: string }[]) => rows.map((r) => JSON.parse(r.document) as SeriesDocument);

/** One content series of a site, or null. */
export async function findSeries(db: Db, site: SiteId, id: string): Promise<SeriesDocument | null> {
  const row = await db.selectFrom('series').select('document').where('site', '=', site).where('id', '=', id).executeTakeFirst();
  return row ? parse([row])[0]! : null;
}

/** The ids of a site's content series, in id order. */
export async function listSeriesIds(db: Db, site: string): Promise<string[]> {
  const rows = await db.selectFrom('series').select('id').where('site', '=', site).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** A site's content series as the newsroom's forms offer them: id and title, by title. */
export async function listSeriesChoices(db: Db, site: string): Promise<{ id: string; title: string }[]> {
  return db.selectFrom('series').select(['id', 'title']).where('site', '=', site).orderBy('title').orderBy('id').execute();
}

/** Every content series, for export. */
export async function listAllSeries(db: Db): Promise<SeriesDocument[]> {
  return parse(await db.selectFrom('series').select('document').orderBy('site').orderBy('id').execute());
}
