import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import { listSeriesIds } from '@/content/series-store.server';
import { seriesReferenceIssues } from './series-references';
import type { ContentDocument, ContentIssue } from './validate';

/** An article's content series checked against the site's stored series (series-references.ts); other documents name none. */
export async function storedSeriesIssues(db: Kysely<Database> | Transaction<Database>, document: ContentDocument): Promise<ContentIssue[]> {
  if (document.documentType !== 'article' || !document.isContentSeries) return [];
  return seriesReferenceIssues(document, new Set(await listSeriesIds(db, document.site)));
}
