import type { Selectable } from 'kysely';
import type { NewsroomDocumentsTable } from '@/db/schema';
import { isDocumentStatus, type DocumentStatus, type EditableType, type RevisionKind } from './states';

/** A newsroom_documents row. */
export type DocumentRow = Selectable<NewsroomDocumentsTable>;

/** A document's lifecycle state as the newsroom shows it (decision 017). */
export interface DocumentState {
  id: string;
  site: string;
  documentType: EditableType;
  key: string;
  liveKey: string | null;
  title: string;
  status: DocumentStatus;
  category: string | null;
  authorEmail: string | null;
  reviewerEmail: string | null;
  headRevision: number;
  liveRevision: number | null;
  approvedRevision: number | null;
  approvedBy: string | null;
  approvedAt: string | null;
  publishAt: string | null;
  unpublishAt: string | null;
  nextReviewDue: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function stateOf(row: DocumentRow): DocumentState {
  return {
    id: row.id,
    site: row.site,
    documentType: row.document_type as EditableType,
    key: row.doc_key,
    liveKey: row.live_key,
    title: row.title,
    status: isDocumentStatus(row.status) ? row.status : 'draft',
    category: row.category,
    authorEmail: row.author_email,
    reviewerEmail: row.reviewer_email,
    headRevision: row.head_revision,
    liveRevision: row.live_revision,
    approvedRevision: row.approved_revision,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    nextReviewDue: row.next_review_due,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface RevisionListing {
  number: number;
  kind: RevisionKind;
  authorEmail: string | null;
  authorLabel: string;
  createdAt: string;
}
