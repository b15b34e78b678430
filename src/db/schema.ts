import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 and documents as JSON text so both engines run identical queries. */
export interface ArticlesTable {
  id: Generated<number>;
  site: string;
  canonical_path: string;
  page_template: string;
  title: string;
  is_article: number;
  published_at: string;
  updated_at: string;
  document: string;
  stored_at: string;
}

export interface ArticleCategoriesTable {
  site: string;
  canonical_path: string;
  category_slug: string;
}

export interface CategoriesTable {
  site: string;
  slug: string;
  canonical_path: string;
  title: string;
  parent_slug: string | null;
  position: number;
  document: string;
  stored_at: string;
}

export interface NavigationTable {
  site: string;
  document: string;
  stored_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  event_name: string;
  site: string;
  page_path: string;
  element_type: string | null;
  location: string | null;
  name: string | null;
  position: number | null;
  text: string | null;
  action_outcome: string | null;
  brand: string | null;
  product_id: string | null;
  variant: string | null;
  link_url: string | null;
  category: string | null;
  created_at: string;
}

/**
 * Not listed here: the search index tables of migration 002 (SQLite FTS5 search_fts and
 * search_titles, PostgreSQL search_documents). They differ per engine and only
 * src/features/search/server queries them, with raw SQL.
 */
export interface Database {
  articles: ArticlesTable;
  article_categories: ArticleCategoriesTable;
  categories: CategoriesTable;
  navigation: NavigationTable;
  events: EventsTable;
}
