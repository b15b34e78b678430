import 'server-only';
import { sql } from 'kysely';
import { ftsMatchExpression, hasMatch, markEnd, markStart } from '../query';
import type { SearchEngine } from './types';

const ellipsis = '…';
const snippetTokens = 32;

/** SQLite FTS5: search_fts (porter-stemmed, bm25 ranked) and search_titles (prefix, for suggestions); rowid = articles.id. */
export const sqliteSearch: SearchEngine = {
  async index(db, articleId, _site, text) {
    await sql`delete from search_fts where rowid = ${articleId}`.execute(db);
    await sql`delete from search_titles where rowid = ${articleId}`.execute(db);
    await sql`insert into search_fts (rowid, title, description, body) values (${articleId}, ${text.title}, ${text.description}, ${text.body})`.execute(db);
    await sql`insert into search_titles (rowid, title) values (${articleId}, ${text.title})`.execute(db);
  },

  async remove(db, articleId) {
    await sql`delete from search_fts where rowid = ${articleId}`.execute(db);
    await sql`delete from search_titles where rowid = ${articleId}`.execute(db);
  },

  async search(db, site, words, offset, limit) {
    const match = ftsMatchExpression(words, { prefix: false });
    const count = await sql<{ n: number }>`
      select count(*) as n from search_fts join articles a on a.id = search_fts.rowid
      where search_fts match ${match} and a.site = ${site}`.execute(db);
    const total = Number(count.rows[0]?.n ?? 0);
    if (total === 0 || offset >= total) return { total, hits: [] };
    const rows = await sql<{ canonical_path: string; title: string; description: string; body: string }>`
      select a.canonical_path,
        highlight(search_fts, 0, ${markStart}, ${markEnd}) as title,
        highlight(search_fts, 1, ${markStart}, ${markEnd}) as description,
        snippet(search_fts, 2, ${markStart}, ${markEnd}, ${ellipsis}, ${snippetTokens}) as body
      from search_fts join articles a on a.id = search_fts.rowid
      where search_fts match ${match} and a.site = ${site}
      order by search_fts.rank, a.canonical_path
      limit ${limit} offset ${offset}`.execute(db);
    return {
      total,
      hits: rows.rows.map((r) => ({ canonicalPath: r.canonical_path, title: r.title, snippet: hasMatch(r.body) ? r.body : r.description })),
    };
  },

  async suggest(db, site, words, limit) {
    const rows = await sql<{ title: string }>`
      select a.title from search_titles join articles a on a.id = search_titles.rowid
      where search_titles match ${ftsMatchExpression(words, { prefix: true })} and a.site = ${site}
      order by search_titles.rank, length(a.title), a.title
      limit ${limit * 2}`.execute(db);
    return rows.rows.map((r) => r.title);
  },
};
