import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../engine';

/**
 * Full-text search over articles with each engine's own index, keyed by articles.id:
 * SQLite: FTS5 tables (search_fts: stemmed title, description, body; search_titles: unstemmed
 * titles with prefix indexes, for autocomplete), each with an indexed site column that queries
 * match on, so a site's results come from the index alone (no join per match). PostgreSQL: search_documents with generated
 * tsvector columns and GIN indexes. Articles already stored are indexed here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create table search_documents (
        article_id integer primary key references articles (id) on delete cascade,
        site text not null,
        title text not null,
        description text not null,
        body text not null,
        search_vector tsvector generated always as (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', description), 'B') ||
          setweight(to_tsvector('english', body), 'C')
        ) stored,
        title_vector tsvector generated always as (to_tsvector('simple', title)) stored
      )`.execute(db);
    await sql`create index search_documents_vector on search_documents using gin (search_vector)`.execute(db);
    await sql`create index search_documents_title_vector on search_documents using gin (title_vector)`.execute(db);
  } else {
    await sql`
      create virtual table search_fts using fts5(
        site, title, description, body,
        tokenize = 'porter unicode61 remove_diacritics 2'
      )`.execute(db);
    // ORDER BY rank uses these column weights: the site column (a filter) counts nothing, a title
    // match most, then the description, then the body.
    await sql`insert into search_fts (search_fts, rank) values ('rank', 'bm25(0.0, 10.0, 4.0, 1.0)')`.execute(db);
    await sql`
      create virtual table search_titles using fts5(
        site, title,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      )`.execute(db);
    await sql`insert into search_titles (search_titles, rank) values ('rank', 'bm25(0.0, 1.0)')`.execute(db);
  }

  const rows = await sql<{ id: number; site: string; document: string }>`select id, site, document from articles`.execute(db);
  for (const row of rows.rows) {
    const text = searchTextAsOf002(JSON.parse(row.document) as StoredArticle);
    if (isPostgres(db)) {
      await sql`insert into search_documents (article_id, site, title, description, body)
        values (${row.id}, ${row.site}, ${text.title}, ${text.description}, ${text.body})`.execute(db);
    } else {
      await sql`insert into search_fts (rowid, site, title, description, body) values (${row.id}, ${row.site}, ${text.title}, ${text.description}, ${text.body})`.execute(db);
      await sql`insert into search_titles (rowid, site, title) values (${row.id}, ${row.site}, ${text.title})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['search_documents', 'search_fts', 'search_titles']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}

/*
 * The indexed text as the search indexer computed it when this copy was frozen (2026-11-28): a
 * migration is frozen history, so it keeps its own copy rather than calling the live indexer,
 * which changes with the widgets. Articles stored after this migration are indexed by the live code, and
 * `npm run content -- reindex` brings older entries up to date.
 */

interface StoredArticle {
  title: string;
  description: string;
  body: Record<string, unknown>[];
}

const maxBodyChars = 100_000;
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const blockTag = /<\/?(p|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|table|caption|thead|tbody|tfoot|tr|th|td|figure|figcaption|div|section)\b[^>]*>/gi;
const nonTextKey =
  /^(widgetFormat|type|initialState|variant|layout|theme|className|kind|severity|background|position|size|align)$|(src|url|href|link|id|color|colour|code|ratio|icon|type|scheme|theme|units)$/i;
const looksLikeUrl = /^(\/|#|https?:\/\/|mailto:|tel:)\S*$/i;

const clean = (text: string) => text.replaceAll('\uE000', '').replaceAll('\uE001', '').replace(/\s+/g, ' ').trim();

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return clean(decodeEntities(withoutCode.replace(blockTag, ' ').replace(/<[^>]*>/g, '')));
}

function collectWidgetText(value: unknown, key: string, out: string[]): void {
  if (typeof value === 'string') {
    if (!nonTextKey.test(key) && !looksLikeUrl.test(value.trim())) out.push(htmlToText(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collectWidgetText(item, key, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectWidgetText(v, k, out);
  }
}

function searchTextAsOf002(article: StoredArticle): { title: string; description: string; body: string } {
  const parts: string[] = [];
  for (const node of article.body) {
    if (node.type === 'html' && typeof node.html === 'string') parts.push(htmlToText(node.html.replace(/\[\[ref:(\d{1,4})\]\]/g, '')));
    else collectWidgetText(node, '', parts);
  }
  const body = parts.filter(Boolean).join(' ');
  return { title: clean(article.title), description: clean(article.description), body: body.length > maxBodyChars ? body.slice(0, maxBodyChars) : body };
}
