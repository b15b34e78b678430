import type { AuthorDocument, AuthorRole } from '@/content/authors';
import { seriesAuthorRefs } from '@/content/series';
import { articleAuthorRefs, type AuthorRefAt } from '@/widgets/author-refs';
import { formatPath, type ContentIssue } from './validate';

/** A site's author records as the check needs them: each id with its roles. */
export type KnownAuthors = ReadonlyMap<string, readonly AuthorRole[]>;

export const knownAuthorsOf = (records: readonly Pick<AuthorDocument, 'id' | 'roles'>[]): KnownAuthors => new Map(records.map((r) => [r.id, r.roles]));

const roleWords: Record<AuthorRole, string> = { writer: 'a writer', 'medical-reviewer': 'a medical reviewer' };

interface NamingDocument {
  site: string;
  documentType?: unknown;
  authors?: unknown;
  medicalReviewer?: unknown;
  body?: unknown;
  author?: unknown;
  articles?: unknown;
}

/** The author records a document names: an article's people and widgets, a content series' author and its articles' authors (writers). */
function namedRecords(document: NamingDocument): AuthorRefAt[] {
  if (document.documentType === 'series') return seriesAuthorRefs(document).map((ref) => ({ ...ref, role: 'writer' }));
  return articleAuthorRefs(document);
}

/**
 * What stops an article (or a content series) from naming its people: an author record id the
 * site has no record for, or a record without the role the field needs (a medical reviewer's line
 * names a record with the role "medical-reviewer"). Each is an error at the field that names it;
 * import, the content API and publishing refuse the document.
 */
export function authorReferenceIssues(document: NamingDocument, known: KnownAuthors): ContentIssue[] {
  return namedRecords(document).flatMap(({ path, id, role }): ContentIssue[] => {
    const roles = known.get(id);
    if (!roles) return [{ path: formatPath(path), message: `no author record "${id}" on ${document.site}: add content/${document.site}/authors/${id}.json, or name an existing record` }];
    if (!roles.includes(role)) return [{ path: formatPath(path), message: `the author record "${id}" is not ${roleWords[role]} (its roles: ${roles.join(', ')})` }];
    return [];
  });
}
