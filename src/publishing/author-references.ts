import type { AuthorDocument, AuthorRole } from '@/content/authors';
import { articleAuthorRefs } from '@/widgets/author-refs';
import { formatPath, type ContentIssue } from './validate';

/** A site's author records as the check needs them: each id with its roles. */
export type KnownAuthors = ReadonlyMap<string, readonly AuthorRole[]>;

export const knownAuthorsOf = (records: readonly Pick<AuthorDocument, 'id' | 'roles'>[]): KnownAuthors => new Map(records.map((r) => [r.id, r.roles]));

const roleWords: Record<AuthorRole, string> = { writer: 'a writer', 'medical-reviewer': 'a medical reviewer' };

/**
 * What stops an article from naming its people: an author record id the site has no record for,
 * or a record without the role the field needs (a medical reviewer's line names a record with the
 * role "medical-reviewer"). Each is an error at the field that names it; import, the content API
 * and publishing refuse the article.
 */
export function authorReferenceIssues(article: { site: string; authors?: unknown; medicalReviewer?: unknown; body?: unknown }, known: KnownAuthors): ContentIssue[] {
  return articleAuthorRefs(article).flatMap(({ path, id, role }): ContentIssue[] => {
    const roles = known.get(id);
    if (!roles) return [{ path: formatPath(path), message: `no author record "${id}" on ${article.site}: add content/${article.site}/authors/${id}.json, or name an existing record` }];
    if (!roles.includes(role)) return [{ path: formatPath(path), message: `the author record "${id}" is not ${roleWords[role]} (its roles: ${roles.join(', ')})` }];
    return [];
  });
}
