import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import { listAuthors } from '@/content/author-store.server';
import { authorReferenceIssues, knownAuthorsOf } from './author-references';
import type { ContentDocument, ContentIssue } from './validate';

/** An article's or a content series' author references checked against the site's stored author records (author-references.ts); other documents have none. */
export async function storedAuthorIssues(db: Kysely<Database> | Transaction<Database>, document: ContentDocument): Promise<ContentIssue[]> {
  if (document.documentType !== 'article' && document.documentType !== 'series') return [];
  return authorReferenceIssues(document, knownAuthorsOf(await listAuthors(db, document.site)));
}
