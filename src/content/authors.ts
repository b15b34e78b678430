import { z } from 'zod';
import { imageSrcField, linkField, plainText, requiredText, siteField, slugField } from './fields';
import { authorRefKey } from './author-ref';

/**
 * Author records: one document per person and site, holding the name, credentials, short bio,
 * roles and photo that every byline, medical review line, structured data and widget shows for
 * them. Articles and widgets name a person by the record's id, so a person's credentials are the
 * same on every page and change in one place (docs/content.md, "Authors").
 */

/** What a person does for the site: writes (bylines, recipe authors) or reviews health articles. */
export const AUTHOR_ROLES = ['writer', 'medical-reviewer'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

export { authorRefKey };

export const authorSchema = z.strictObject({
  documentType: z.literal('author'),
  site: siteField,
  id: slugField.describe('The person\'s id, unique per site: articles and widgets name them by it.'),
  name: requiredText(120),
  credentials: plainText(120)
    .optional()
    .describe('Degrees and licences, shown after the name ("MPH, RD", "MD, cardiology"); left out for people without any.'),
  bio: requiredText(600).describe('A short biography in plain text: who they are and what they write or review.'),
  roles: z
    .array(z.enum(AUTHOR_ROLES))
    .min(1)
    .max(AUTHOR_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'must not repeat a role')
    .describe('"writer" may be named as an author, "medical-reviewer" as an article\'s medical reviewer.'),
  image: imageSrcField.optional().describe('A portrait photo, square.'),
  imageAlt: plainText(300).optional().describe('Alt text for the photo; "Photo of {name}" when absent.'),
});

export type AuthorDocument = z.output<typeof authorSchema>;

/** A field naming an author record of the document's site by its id; the record must have `role`. */
export const authorIdField = (role: AuthorRole) =>
  z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of an author record, like dana-whitfield')
    .meta({
      title: 'Author record',
      description: role === 'medical-reviewer' ? 'The id of a medical reviewer\'s author record on this site.' : 'The id of a writer\'s author record on this site.',
      [authorRefKey]: role,
    });

/**
 * A person written out in the document itself: how articles named people before author records.
 * Still accepted (the content API's older clients), with a warning on import; it renders as
 * written, so nothing keeps its credentials the same as elsewhere.
 */
export const inlinePersonSchema = z
  .strictObject({
    name: requiredText(120),
    credentials: plainText(120).optional(),
    url: linkField.optional(),
  })
  .meta({ title: 'Written out (old format)', description: 'Kept for older documents: name the author record by its id instead.' });

export type InlinePerson = z.output<typeof inlinePersonSchema>;

/** An author or reviewer of an article: an author record's id, or (old format) the person written out. */
export const personRefField = (role: AuthorRole) => z.union([authorIdField(role), inlinePersonSchema]);
export type PersonRef = string | InlinePerson;

/** A person as pages show them: from their record (with its id), or as an inline person was written. */
export interface Person {
  id?: string;
  name: string;
  credentials?: string;
  bio?: string;
  image?: string;
  imageAlt?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function personFromRecord(record: AuthorDocument): Person {
  return {
    id: record.id,
    name: record.name,
    ...(record.credentials ? { credentials: record.credentials } : {}),
    bio: record.bio,
    ...(record.image ? { image: record.image, imageAlt: record.imageAlt || `Photo of ${record.name}` } : {}),
  };
}

/**
 * The person a reference names: the record of an id (undefined when the site has none: publishing
 * refuses such ids, so only content stored before can have one), or an inline person as written.
 * Reads stored documents as they are, so anything else is undefined, never an error.
 */
export function resolvePerson(ref: unknown, records: ReadonlyMap<string, AuthorDocument>): Person | undefined {
  if (typeof ref === 'string') {
    const record = records.get(ref);
    return record ? personFromRecord(record) : undefined;
  }
  if (!isObject(ref)) return undefined;
  const name = text(ref.name);
  if (!name) return undefined;
  const credentials = text(ref.credentials);
  return { name, ...(credentials ? { credentials } : {}) };
}

/** "Dana Whitfield, MPH, RD": the name and credentials as bylines print them. */
export function personLabel(person: Pick<Person, 'name' | 'credentials'>): string {
  return person.credentials ? `${person.name}, ${person.credentials}` : person.name;
}

/** The author record ids an article's envelope names (its authors and medical reviewer), each once. */
export function envelopeAuthorIds(article: { authors?: unknown; medicalReviewer?: unknown }): string[] {
  const refs = [...(Array.isArray(article.authors) ? article.authors : []), article.medicalReviewer];
  return [...new Set(refs.filter((ref): ref is string => typeof ref === 'string'))];
}

/**
 * The record of a staff member, matched by name (case and spacing aside) among records with the
 * role: the newsroom names a new article's writer and an approving reviewer by it. Undefined when
 * none matches, or when more than one does (a name alone cannot tell them apart).
 */
export function recordNamed(records: readonly AuthorDocument[], name: string, role: AuthorRole): AuthorDocument | undefined {
  const key = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  const matches = records.filter((record) => record.roles.includes(role) && key(record.name) === key(name));
  return matches.length === 1 ? matches[0] : undefined;
}
