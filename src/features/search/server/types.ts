import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';

/** What the index holds for one article: its title, description and body as plain text. */
export interface SearchText {
  title: string;
  description: string;
  body: string;
}

export interface SearchHit {
  canonicalPath: string;
  /** Title with matched words between markStart and markEnd (see ../query.ts). */
  title: string;
  /** Body excerpt around the matches, or the description when the body has none; marked the same way. */
  snippet: string;
  /** The article's hero image, for the result's thumbnail. */
  image?: { src: string; width: number; height: number };
}

export interface SearchResults {
  total: number;
  hits: SearchHit[];
}

/** One engine's full-text index: written inside the publishing transactions (src/publishing/publish.server.ts), read by pages and the API. */
export interface SearchEngine {
  index(db: Kysely<Database>, articleId: number, site: SiteId, text: SearchText): Promise<void>;
  remove(db: Kysely<Database>, articleId: number): Promise<void>;
  /** words: from searchWords(), never empty. */
  search(db: Kysely<Database>, site: SiteId, words: string[], offset: number, limit: number): Promise<SearchResults>;
  suggest(db: Kysely<Database>, site: SiteId, words: string[], limit: number): Promise<string[]>;
}
