import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { audit } from '@/features/staff/server/audit.server';
import { staffByEmail } from '@/features/staff/server/staff.server';
import { requirePermission, type Actor } from '@/features/staff/permissions';
import { addRevision, documentRow, revisionDocument, stateOf, type DocumentState } from './documents.server';
import { LifecycleError } from './errors';
import { nextReviewDue } from '@/content/lifecycle/states';
import { recordNamed, type PersonRef } from '@/content/authors';
import { listAuthors } from '@/content/author-store.server';

/**
 * Medical review (decision 017): a writer submits a draft to a reviewer; the reviewer comments,
 * then approves or returns it with a reason. Approval writes the reviewer and the date into the
 * article (its "Medically reviewed by … on …" line and JSON-LD reviewedBy/lastReviewed) as a new
 * revision, so what is published says who approved exactly that text. The reviewer is named by
 * their author record on the article's site (matched by name, role medical-reviewer), so the line
 * shows the record's credentials; without one, by name and credentials as the staff list has them.
 */

const maxCommentLength = 2000;
const blockPath = /^body\[\d{1,3}\](?:\.[A-Za-z]\w{0,40}|\[\d{1,3}\]){0,8}$/;

function commentText(value: string, field: string): string {
  const text = value.replace(/\p{Cc}/gu, (c) => (c === '\n' ? c : '')).trim();
  if (!text) throw new LifecycleError(400, 'invalid_request', 'Write something first.', [{ path: field, message: 'required' }]);
  if (text.length > maxCommentLength) throw new LifecycleError(400, 'invalid_request', `At most ${maxCommentLength} characters.`, [{ path: field, message: `at most ${maxCommentLength} characters` }]);
  return text;
}

/** Sends a draft to medical review, optionally to a named reviewer. */
export async function submitForReview(db: Kysely<Database>, actor: Actor, id: string, options: { reviewerEmail?: string | null }, now: Date): Promise<DocumentState> {
  requirePermission(actor, 'document.submit');
  const row = await documentRow(db, id);
  if (row.status !== 'draft' && row.status !== 'unpublished') throw new LifecycleError(409, 'wrong_status', 'Only a draft can be sent to review.');
  let reviewer: string | null = null;
  if (options.reviewerEmail) {
    const staff = await staffByEmail(db, options.reviewerEmail);
    if (!staff?.roles.includes('medical_reviewer')) throw new LifecycleError(400, 'invalid_request', 'Choose a medical reviewer.', [{ path: 'reviewerEmail', message: 'is not a medical reviewer' }]);
    reviewer = staff.email;
  }
  const moved = await db
    .updateTable('newsroom_documents')
    .set({ status: 'in_review', reviewer_email: reviewer, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('head_revision', '=', row.head_revision)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new LifecycleError(409, 'conflict', 'The document changed meanwhile; reload and try again.');
  return stateOf(await documentRow(db, id));
}

async function reviewIntervals(db: Kysely<Database>, site: string, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await db.selectFrom('categories').select('document').where('site', '=', site).where('slug', 'in', [...slugs]).execute();
  return rows.flatMap((r) => {
    const months = (JSON.parse(r.document) as { reviewIntervalMonths?: unknown }).reviewIntervalMonths;
    return typeof months === 'number' ? [months] : [];
  });
}

/** How an approval names the reviewer: their author record's id, else their staff name and credentials written out. */
async function reviewerRef(db: Kysely<Database>, site: string, reviewer: { name: string; credentials: string | null }): Promise<PersonRef> {
  const record = recordNamed(await listAuthors(db, site), reviewer.name, 'medical-reviewer');
  return record ? record.id : { name: reviewer.name, ...(reviewer.credentials ? { credentials: reviewer.credentials } : {}) };
}

/**
 * Approves the revision the reviewer read (`revision` must still be the head). An article gets
 * medicalReviewer, dateReviewed and nextReviewDue in a new revision by the reviewer.
 */
export async function approve(db: Kysely<Database>, actor: Actor, id: string, options: { revision: number; note?: string }, now: Date): Promise<DocumentState> {
  requirePermission(actor, 'review.decide');
  const row = await documentRow(db, id);
  if (row.status !== 'in_review') throw new LifecycleError(409, 'wrong_status', 'Only a document in review can be approved.');
  if (options.revision !== row.head_revision) throw new LifecycleError(409, 'conflict', 'The document changed since you opened it: read the new version before approving.', [], { headRevision: row.head_revision });
  const reviewer = actor.email ? await staffByEmail(db, actor.email) : null;
  if (!reviewer) throw new LifecycleError(403, 'forbidden', 'Approval needs a named medical reviewer.');
  const at = now.toISOString();
  const note = options.note?.trim() ? commentText(options.note, 'note') : 'Approved.';
  let approved = row.head_revision;
  const document = (await revisionDocument(db, id, row.head_revision)) as Record<string, unknown>;
  const approvedDocument =
    row.document_type === 'article'
      ? {
          ...document,
          medicalReviewer: await reviewerRef(db, row.site, reviewer),
          dateReviewed: at.slice(0, 10),
          nextReviewDue: nextReviewDue(now, await reviewIntervals(db, row.site, Array.isArray(document.categories) ? document.categories.filter((c): c is string => typeof c === 'string') : [])),
        }
      : null;
  await db.transaction().execute(async (trx) => {
    if (approvedDocument) {
      approved = row.head_revision + 1;
      await addRevision(trx, id, approved, JSON.stringify(approvedDocument), 'approval', actor, at);
    }
    const moved = await trx
      .updateTable('newsroom_documents')
      .set({ status: 'approved', head_revision: approved, approved_revision: approved, approved_by: reviewer.email, approved_at: at, reviewer_email: reviewer.email, updated_at: at })
      .where('id', '=', id)
      .where('head_revision', '=', row.head_revision)
      .where('status', '=', 'in_review')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new LifecycleError(409, 'conflict', 'The document changed since you opened it: read the new version before approving.');
    await trx.insertInto('review_comments').values({ document_id: id, revision: approved, block: null, kind: 'approved', body: note, author_email: reviewer.email, author_label: reviewer.name, created_at: at, resolved_at: null }).execute();
    await audit(trx, actor, { action: 'approve', summary: `Approved “${row.title}” (revision ${approved})`, site: row.site, documentId: id }, now);
  });
  return stateOf(await documentRow(db, id));
}

/** Returns a document in review to its writer, with the reason (required). */
export async function returnForChanges(db: Kysely<Database>, actor: Actor, id: string, options: { reason: string }, now: Date): Promise<DocumentState> {
  requirePermission(actor, 'review.decide');
  const reason = commentText(options.reason ?? '', 'reason');
  const row = await documentRow(db, id);
  if (row.status !== 'in_review') throw new LifecycleError(409, 'wrong_status', 'Only a document in review can be returned.');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('newsroom_documents').set({ status: 'draft', updated_at: now.toISOString() }).where('id', '=', id).execute();
    await trx.insertInto('review_comments').values({ document_id: id, revision: row.head_revision, block: null, kind: 'returned', body: reason, author_email: actor.email ?? '', author_label: actor.label, created_at: now.toISOString(), resolved_at: null }).execute();
    await audit(trx, actor, { action: 'return', summary: `Returned “${row.title}”: ${reason.slice(0, 200)}`, site: row.site, documentId: id }, now);
  });
  return stateOf(await documentRow(db, id));
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

/** A comment on the head revision, on one block (`body[3]`) or the whole document. */
export async function addComment(db: Kysely<Database>, actor: Actor, id: string, input: { block?: string | null; body: string }, now: Date): Promise<ReviewComment> {
  requirePermission(actor, 'review.comment');
  const body = commentText(input.body ?? '', 'body');
  const block = input.block ?? null;
  if (block !== null && !blockPath.test(block)) throw new LifecycleError(400, 'invalid_request', 'That block does not exist.', [{ path: 'block', message: 'must be a block path such as body[3]' }]);
  const row = await documentRow(db, id);
  const inserted = await db
    .insertInto('review_comments')
    .values({ document_id: id, revision: row.head_revision, block, kind: 'comment', body, author_email: actor.email ?? '', author_label: actor.label, created_at: now.toISOString(), resolved_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: inserted.id, revision: row.head_revision, block, kind: 'comment', body, authorEmail: actor.email ?? '', authorLabel: actor.label, createdAt: now.toISOString(), resolvedAt: null };
}

export async function listComments(db: Kysely<Database>, actor: Actor, id: string): Promise<ReviewComment[]> {
  requirePermission(actor, 'newsroom.view');
  await documentRow(db, id);
  const rows = await db.selectFrom('review_comments').selectAll().where('document_id', '=', id).orderBy('id').limit(1000).execute();
  return rows.map((r) => ({ id: r.id, revision: r.revision, block: r.block, kind: r.kind as ReviewComment['kind'], body: r.body, authorEmail: r.author_email, authorLabel: r.author_label, createdAt: r.created_at, resolvedAt: r.resolved_at }));
}

export async function resolveComment(db: Kysely<Database>, actor: Actor, id: string, commentId: number, now: Date): Promise<void> {
  requirePermission(actor, 'review.comment');
  const done = await db.updateTable('review_comments').set({ resolved_at: now.toISOString() }).where('document_id', '=', id).where('id', '=', commentId).where('kind', '=', 'comment').executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new LifecycleError(404, 'not_found', 'There is no such comment.');
}
