import 'server-only';
import { sql } from 'kysely';
import { hasMatch, markEnd, markStart, tsQueryText } from '../query';
import type { SearchEngine } from './types';

const bodyHeadline = `StartSel=${markStart}, StopSel=${markEnd}, MinWords=15, MaxWords=35, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const wholeHeadline = `StartSel=${markStart}, StopSel=${markEnd}, HighlightAll=true`;

/** PostgreSQL: search_documents with weighted tsvectors (title A, description B, body C) and GIN indexes. */
export const postgresSearch: SearchEngine = {
  async index(db, articleId, site, text) {
    await sql`
      insert into search_documents (article_id, site, title, description, body)
      values (${articleId}, ${site}, ${text.title}, ${text.description}, ${text.body})
      on conflict (article_id) do update
        set site = excluded.site, title = excluded.title, description = excluded.description, body = excluded.body`.execute(db);
  },

  async remove(db, articleId) {
    await sql`delete from search_documents where article_id = ${articleId}`.execute(db);
  },

  async search(db, site, words, offset, limit) {
    const query = sql`to_tsquery('english', ${tsQueryText(words, { prefix: false })})`;
    const count = await sql<{ n: string }>`
      select count(*) as n from search_documents where site = ${site} and search_vector @@ ${query}`.execute(db);
    const total = Number(count.rows[0]?.n ?? 0);
    if (total === 0 || offset >= total) return { total, hits: [] };
    // Headlines are costly, so they are made only for the page of hits the inner query picks.
    const rows = await sql<{ canonical_path: string; title: string; description: string; body: string }>`
      select top.canonical_path,
        ts_headline('english', s.title, ${query}, ${wholeHeadline}) as title,
        ts_headline('english', s.description, ${query}, ${wholeHeadline}) as description,
        ts_headline('english', s.body, ${query}, ${bodyHeadline}) as body
      from (
        select d.article_id, a.canonical_path, ts_rank(d.search_vector, ${query}) as score
        from search_documents d join articles a on a.id = d.article_id
        where d.site = ${site} and d.search_vector @@ ${query}
        order by score desc, a.canonical_path
        limit ${limit} offset ${offset}
      ) top
      join search_documents s on s.article_id = top.article_id
      order by top.score desc, top.canonical_path`.execute(db);
    return {
      total,
      hits: rows.rows.map((r) => ({ canonicalPath: r.canonical_path, title: r.title, snippet: hasMatch(r.body) ? r.body : r.description })),
    };
  },

  async suggest(db, site, words, limit) {
    const query = sql`to_tsquery('simple', ${tsQueryText(words, { prefix: true })})`;
    const rows = await sql<{ title: string }>`
      select title from search_documents
      where site = ${site} and title_vector @@ ${query}
      order by ts_rank(title_vector, ${query}) desc, length(title), title
      limit ${limit * 2}`.execute(db);
    return rows.rows.map((r) => r.title);
  },
};
