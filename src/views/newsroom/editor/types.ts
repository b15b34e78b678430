import type { DocumentState } from '@/content/lifecycle/document-state';
import type { EditableType } from '@/content/lifecycle/states';
import type { Permission } from '@/features/staff/permissions';

/**
 * The answers of the newsroom document API, as the editor reads them: the lifecycle's own types
 * from src/content/lifecycle, and the rest as the API sends them (ReviewComment and PublishCheck
 * live in src/publishing, which the views layer may not import).
 */

export type { DocumentStatus, EditableType } from '@/content/lifecycle/states';
export type { DocumentState } from '@/content/lifecycle/document-state';

/** A problem at a path into the document, as validate.ts writes it: body[3].items[0].question. */
export interface Issue {
  path: string;
  message: string;
}

export interface Check extends Issue {
  check: string;
}

export interface ReviewComment {
  id: number;
  revision: number;
  block: string | null;
  kind: 'comment' | 'approved' | 'returned';
  body: string;
  authorEmail: string;
  authorLabel: string;
  createdAt: string;
  resolvedAt: string | null;
}

export interface PreviewLinkListing {
  createdBy: string;
  createdAt: string;
  expiresAt: string;
}

export type Can = Partial<Record<Permission, boolean>>;

/** GET /api/newsroom/documents/{id} */
export interface OpenAnswer {
  state: DocumentState;
  document: unknown;
  issues: Issue[];
  warnings: Issue[];
  checks: Check[];
  comments: ReviewComment[];
  previewLinks: PreviewLinkListing[];
  can: Can;
}

/** PUT /api/newsroom/documents/{id} */
export interface SaveAnswer {
  state: DocumentState;
  issues: Issue[];
  checks: Check[];
}

export type JsonSchema = Record<string, unknown>;

/** An author record as the forms offer it (GET /api/newsroom/schemas, `authors`). */
export interface AuthorChoice {
  id: string;
  name: string;
  credentials?: string;
  roles: string[];
}

/** GET /api/newsroom/schemas */
export interface SchemasAnswer {
  documents: Record<EditableType, JsonSchema>;
  widgets: Record<string, JsonSchema>;
  /** Each site's author records, for the fields that name one. */
  authors?: Record<string, AuthorChoice[]>;
  /** Each site's content series, for the field that names one (an article's contentSeries). */
  series?: Record<string, SeriesChoice[]>;
}

/** A content series as the forms offer it (GET /api/newsroom/schemas, `series`). */
export interface SeriesChoice {
  id: string;
  title: string;
}

export interface MediaItem {
  id: string;
  alt: string;
  caption?: string | null;
  credit?: string | null;
  width: number;
  height: number;
  /** srcSet: one per format (the library's answer), or a plain srcset. */
  urls: { src: string; srcSet?: string | { avif?: string; webp?: string } | null };
}

export interface Reviewer {
  email: string;
  name: string;
}

export type DocumentAction = 'submit' | 'approve' | 'return' | 'publish' | 'schedule' | 'unpublish' | 'restore';

/** A refused call: `{ error: { code, message, issues } }`, plus the conflict's details. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  issues: Issue[];
  headRevision?: number;
  author?: string;
  at?: string;
}

export type Result<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };
