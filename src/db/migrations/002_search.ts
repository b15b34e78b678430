import { type Kysely, sql } from 'kysely';
import type { ArticleDocument } from '@/content/article-schema';
import { articleSearchText } from '@/features/search/document-text';
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
    const text = articleSearchText(JSON.parse(row.document) as ArticleDocument);
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
