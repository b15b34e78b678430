import type { SiteId } from '@/sites';
import { logOnce } from '@/lib/log';
import type { ArticleDocument } from './article-schema';

/** What lists (home, category, UP NEXT, search thumbnails) read of a stored article. */
export interface ArticleSummary {
  site: SiteId;
  canonicalPath: string;
  title: string;
  description: string;
  datePublished: string;
  dateModified: string;
  heroImage?: ArticleDocument['heroImage'];
  categories: string[];
}

/**
 * A stored article for a list, or null when its row cannot be read (logged): one damaged row must not
 * take down home, category pages or UP NEXT. Reading that article itself still fails, to the error page.
 */
export function toSummary(site: SiteId, row: { document: string; canonical_path: string }): ArticleSummary | null {
  let doc: ArticleDocument;
  try {
    doc = JSON.parse(row.document) as ArticleDocument;
  } catch (err) {
    const canonicalPath = row.canonical_path;
    logOnce(`unreadable:${site}:${canonicalPath}`, 'error', 'A stored article cannot be read; lists skip it', { site, canonicalPath, error: String(err) });
    return null;
  }
  return summaryOf(doc);
}

/** An article's summary for a list, from its document. */
export function summaryOf(doc: ArticleDocument): ArticleSummary {
  return {
    site: doc.site,
    canonicalPath: doc.canonicalPath,
    title: doc.title,
    description: doc.description,
    datePublished: doc.datePublished,
    dateModified: doc.dateModified ?? doc.datePublished,
    heroImage: doc.heroImage,
    categories: doc.categories,
  };
}
