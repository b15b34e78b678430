import 'server-only';
import { sql } from 'kysely';
import { ftsMatchExpression, hasMatch, markEnd, markStart } from '../query';
import type { SearchEngine } from './types';

const ellipsis = '…';
const snippetTokens = 32;

/**
 * The MATCH for a site's articles: the site column must hold the site id, and every word must be
 * in the text columns. Everything is answered by the index; no per-match join or content read.
 */
const siteMatch = (site: string, words: string[], columns: string, prefix: boolean) =>
  `site : "${site}" AND {${columns}} : (${ftsMatchExpression(words, { prefix })})`;

/** SQLite FTS5: search_fts (porter-stemmed, bm25 ranked) and search_titles (prefix, for suggestions); rowid = articles.id. */
export const sqliteSearch: SearchEngine = {
  async index(db, articleId, site, text) {
    await sql`delete from search_fts where rowid = ${articleId}`.execute(db);
    await sql`delete from search_titles where rowid = ${articleId}`.execute(db);
    await sql`insert into search_fts (rowid, site, title, description, body) values (${articleId}, ${site}, ${text.title}, ${text.description}, ${text.body})`.execute(db);
    await sql`insert into search_titles (rowid, site, title) values (${articleId}, ${site}, ${text.title})`.execute(db);
  },

  async remove(db, articleId) {
    await sql`delete from search_fts where rowid = ${articleId}`.execute(db);
    await sql`delete from search_titles where rowid = ${articleId}`.execute(db);
  },

  async search(db, site, words, offset, limit) {
    const match = siteMatch(site, words, 'title description body', false);
    const count = await sql<{ n: number }>`select count(*) as n from search_fts where search_fts match ${match}`.execute(db);
    const total = Number(count.rows[0]?.n ?? 0);
    if (total === 0 || offset >= total) return { total, hits: [] };
    // Rank first (index only), then make highlights and snippets for the page of hits alone.
    const top = await sql<{ id: number }>`
      select rowid as id from search_fts where search_fts match ${match}
      order by rank limit ${limit} offset ${offset}`.execute(db);
    const ids = top.rows.map((r) => r.id);
    const rows = await sql<{ id: number; canonical_path: string; title: string; description: string; body: string }>`
      select search_fts.rowid as id, a.canonical_path,
        highlight(search_fts, 1, ${markStart}, ${markEnd}) as title,
        highlight(search_fts, 2, ${markStart}, ${markEnd}) as description,
        snippet(search_fts, 3, ${markStart}, ${markEnd}, ${ellipsis}, ${snippetTokens}) as body
      from search_fts cross join articles a on a.id = search_fts.rowid
      where search_fts match ${match} and search_fts.rowid in (${sql.join(ids)})`.execute(db);
    const byId = new Map(rows.rows.map((r) => [r.id, r]));
    return {
      total,
      hits: ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [{ canonicalPath: r.canonical_path, title: r.title, snippet: hasMatch(r.body) ? r.body : r.description }] : [];
      }),
    };
  },

  async suggest(db, site, words, limit) {
    const rows = await sql<{ title: string }>`
      select title from search_titles where search_titles match ${siteMatch(site, words, 'title', true)}
      order by rank limit ${limit * 2}`.execute(db);
    return rows.rows.map((r) => r.title);
  },
};
