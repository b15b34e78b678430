import type { PersonRef } from '../authors';
import type { EditableType } from './states';

/** What a new document needs to be created: what the "New document" form asks. */
export interface NewDocumentInput {
  documentType: Exclude<EditableType, 'navigation'>;
  site: string;
  title: string;
  /** An article's path, a category's slug, an author record's or a series' id; a campaign gets a new id. */
  place: string;
  /** The article's first author: the writer's author record id, else (no record) their name written out. */
  author: PersonRef;
  today: string;
  uuid: string;
}

/** A path from a title: "Statins and grapefruit" → "statins-and-grapefruit". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * The first revision of a new document: the fields the form gave and empty ones for the rest, so
 * the editor shows beside each field what is still missing. Nothing here is published.
 */
export function newDocument(input: NewDocumentInput): Record<string, unknown> {
  const title = input.title.trim();
  if (input.documentType === 'article') {
    const path = input.place.trim() || `/${slugify(title)}`;
    return {
      documentType: 'article',
      site: input.site,
      canonicalPath: path.startsWith('/') ? path : `/${path}`,
      title,
      description: '',
      authors: [input.author],
      datePublished: input.today,
      categories: [],
      body: [],
      references: [],
    };
  }
  if (input.documentType === 'category') {
    const slug = slugify(input.place || title);
    return { documentType: 'category', site: input.site, slug, canonicalPath: `/${slug}`, title, description: '' };
  }
  if (input.documentType === 'author') {
    return { documentType: 'author', site: input.site, id: slugify(input.place || title), name: title, bio: '', roles: ['writer'] };
  }
  if (input.documentType === 'series') {
    return { documentType: 'series', site: input.site, id: slugify(input.place || title), title, color_scheme: 'teal', single_author: false, articles: [] };
  }
  return { documentType: 'campaign', site: input.site, _uuid: input.uuid, campaignName: title, status: 'paused', variants: [] };
}
