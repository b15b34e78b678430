/** A problem at a path of a document (validate.ts's ContentIssue). */
export interface DocumentIssue {
  path: string;
  message: string;
}

/**
 * A document's lifecycle (decision 017): draft → in review → approved → scheduled or published →
 * unpublished. Editing anything but a draft makes it a draft again (a reviewer never approves a
 * moving text, and a schedule publishes exactly what was scheduled).
 */
export const documentStatuses = ['draft', 'in_review', 'approved', 'scheduled', 'published', 'unpublished'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const statusLabels: Record<DocumentStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

export function isDocumentStatus(value: unknown): value is DocumentStatus {
  return typeof value === 'string' && (documentStatuses as readonly string[]).includes(value);
}

export const editableTypes = ['article', 'category', 'navigation', 'author', 'series', 'campaign'] as const;
export type EditableType = (typeof editableTypes)[number];

/** How a revision came to be. */
export type RevisionKind = 'save' | 'autosave' | 'import' | 'api' | 'restore' | 'approval';

/** Where a document goes live: the identity the live tables key it by. */
export interface DocumentPlace {
  site: string;
  documentType: EditableType;
  /** An article's canonical path, a category's slug, 'navigation', an author record's or a series' id, a campaign's _uuid. */
  key: string;
  title: string;
  category: string | null;
}

/** The field that says where a document of each type lives (navigation: one per site). */
export const keyFields: Record<EditableType, string | null> = { article: 'canonicalPath', category: 'slug', navigation: null, author: 'id', series: 'id', campaign: '_uuid' };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The place of a document as typed so far (a draft may be incomplete), or the reason there is
 * none: a draft must at least say its type, site and where it will live.
 */
export function placeOf(input: unknown): { ok: true; place: DocumentPlace } | { ok: false; issue: DocumentIssue } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, issue: { path: '(document)', message: 'a document must be a JSON object' } };
  const doc = input as Record<string, unknown>;
  const type = doc.documentType;
  if (!(editableTypes as readonly unknown[]).includes(type)) return { ok: false, issue: { path: 'documentType', message: `must be one of ${editableTypes.map((t) => `"${t}"`).join(', ')}` } };
  const site = text(doc.site);
  if (!site) return { ok: false, issue: { path: 'site', message: 'required' } };
  const documentType = type as EditableType;
  const keyField = keyFields[documentType];
  const key = keyField ? text(doc[keyField]) : 'navigation';
  if (!key) return { ok: false, issue: { path: keyField ?? '(document)', message: 'required' } };
  const categories = Array.isArray(doc.categories) ? doc.categories.filter((c): c is string => typeof c === 'string') : [];
  const title = text(documentType === 'campaign' ? doc.campaignName : documentType === 'author' ? doc.name : doc.title) ?? (documentType === 'navigation' ? `Navigation (${site})` : key);
  return { ok: true, place: { site, documentType, key: key.slice(0, 300), title: title.slice(0, 200), category: categories[0] ?? null } };
}

/** A health article's next review: its approval plus the shortest interval of its categories (default 12 months). */
export function nextReviewDue(approvedAt: Date, intervalMonths: readonly number[]): string {
  const months = intervalMonths.length ? Math.min(...intervalMonths) : 12;
  const due = new Date(approvedAt);
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + months);
  // The same day of the month, or the month's last day (31 January + 1 month is 28 or 29 February).
  const last = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, last));
  return due.toISOString().slice(0, 10);
}

export const defaultReviewIntervalMonths = 12;
