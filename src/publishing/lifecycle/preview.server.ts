import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { PreviewContent } from '@/content/lifecycle/preview-content';
import { validateDocument } from '../validate';
import { documentRow, revisionDocument } from './documents.server';

export type { PreviewContent };

/**
 * What the preview of a document shows (decision 017): its newest revision, parsed as publishing
 * would (sanitized HTML, defaults), rendered by the real views in the site's shell (a campaign: its
 * driver in its placement, each variant). A revision that
 * does not validate shows its errors instead; a document of the other site is previewed there.
 */
export async function previewContent(db: Kysely<Database>, id: string, site: string): Promise<PreviewContent | null> {
  const row = await documentRow(db, id).catch(() => null);
  if (!row) return null;
  if (row.site !== site) return { kind: 'other-site', title: row.title, site: row.site };
  if (row.document_type !== 'article' && row.document_type !== 'category' && row.document_type !== 'campaign') return { kind: 'not-a-page', title: row.title, documentType: row.document_type };
  const result = validateDocument(await revisionDocument(db, id, row.head_revision));
  if (!result.ok) return { kind: 'invalid', title: row.title, issues: result.errors };
  if (result.document.documentType === 'article') return { kind: 'article', document: result.document, revision: row.head_revision };
  if (result.document.documentType === 'category') return { kind: 'category', document: result.document, revision: row.head_revision };
  if (result.document.documentType === 'campaign') return { kind: 'campaign', document: result.document, revision: row.head_revision };
  return { kind: 'not-a-page', title: row.title, documentType: row.document_type };
}
