import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import { requirePermission, type Actor, type Permission } from '@/features/staff/permissions';
import { publishChecks, type PublishCheck } from '../checks';
import { validateDocument, type ContentIssue } from '../validate';
import { LifecycleError, notFound } from './errors';
import { stateOf, type DocumentRow, type DocumentState, type RevisionListing } from '@/content/lifecycle/document-state';
import { keyFields, placeOf, type DocumentPlace, type DocumentStatus, type EditableType, type RevisionKind } from '@/content/lifecycle/states';

export { stateOf, type DocumentRow, type DocumentState, type RevisionListing };

type Db = Kysely<Database> | Transaction<Database>;

/** The largest document a revision holds (the content API's cap). */
export const maxRevisionBytes = 2 * 1024 * 1024;

/** Campaigns are the marketers' documents; everything else the editorial team's. */
export const editPermission = (type: string): Permission => (type === 'campaign' ? 'campaign.edit' : 'document.edit');

export async function documentRow(db: Db, id: string): Promise<DocumentRow> {
  const row = await db.selectFrom('newsroom_documents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function revisionDocument(db: Db, id: string, number: number): Promise<unknown> {
  const row = await db.selectFrom('document_revisions').select('document').where('document_id', '=', id).where('number', '=', number).executeTakeFirst();
  if (!row) throw new LifecycleError(404, 'not_found', `There is no revision ${number} of this document.`);
  return JSON.parse(row.document) as unknown;
}

function serialise(document: unknown): string {
  const json = JSON.stringify(document);
  if (json.length > maxRevisionBytes) throw new LifecycleError(400, 'too_large', `A document may be at most ${maxRevisionBytes / 1024 / 1024} MB.`);
  return json;
}

function placeOrThrow(document: unknown): DocumentPlace {
  const place = placeOf(document);
  if (!place.ok) throw new LifecycleError(400, 'invalid_document', 'A draft needs its type, site and where it will live.', [place.issue]);
  return place.place;
}

async function addRevision(trx: Db, id: string, number: number, json: string, kind: RevisionKind, actor: Actor, at: string): Promise<void> {
  await trx.insertInto('document_revisions').values({ document_id: id, number, document: json, kind, author_email: actor.email, author_label: actor.label, created_at: at }).execute();
}

async function keyTaken(trx: Db, place: DocumentPlace, exceptId: string | null): Promise<void> {
  const other = await trx
    .selectFrom('newsroom_documents')
    .select(['id', 'title'])
    .where('site', '=', place.site)
    .where('document_type', '=', place.documentType)
    .where('doc_key', '=', place.key)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (other) {
    const field = keyFields[place.documentType] ?? '(document)';
    throw new LifecycleError(409, 'key_taken', `Another document already lives there: “${other.title}”.`, [{ path: field, message: `“${other.title}” already uses ${place.key}` }], { documentId: other.id });
  }
}

/** Creates a document with its first revision, as a draft. */
export async function createDocument(db: Kysely<Database>, actor: Actor, document: unknown, now: Date, kind: RevisionKind = 'save'): Promise<DocumentState> {
  const place = placeOrThrow(document);
  requirePermission(actor, editPermission(place.documentType));
  const json = serialise(document);
  const at = now.toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await keyTaken(trx, place, null);
    await trx
      .insertInto('newsroom_documents')
      .values({
        id,
        site: place.site,
        document_type: place.documentType,
        doc_key: place.key,
        live_key: null,
        title: place.title,
        status: 'draft',
        category: place.category,
        author_email: actor.email,
        reviewer_email: null,
        head_revision: 1,
        live_revision: null,
        approved_revision: null,
        approved_by: null,
        approved_at: null,
        publish_at: null,
        unpublish_at: null,
        next_review_due: null,
        published_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await addRevision(trx, id, 1, json, kind, actor, at);
  });
  return stateOf(await documentRow(db, id));
}

export interface SaveOutcome {
  state: DocumentState;
  /** What would stop publishing: validation errors, then the checks (saving a draft only warns). */
  issues: ContentIssue[];
  checks: PublishCheck[];
  /** Validation's warnings (an unknown format, a citation without its source…), shown beside their blocks. */
  warnings: ContentIssue[];
}

/** Someone else saved first: their revision, who and when (the editor shows it; nothing is overwritten). */
export class ConflictError extends LifecycleError {
  constructor(head: { number: number; author: string; at: string }) {
    super(409, 'conflict', `${head.author} saved a newer version (revision ${head.number}) at ${head.at}. Your changes are not lost: copy them, reload, and apply them again.`, [], { headRevision: head.number, author: head.author, at: head.at });
  }
}

/**
 * Saves a new revision on top of `baseRevision` (optimistic locking): when another save came
 * between, nothing is written and ConflictError says whose. A document that was anything but a
 * draft becomes a draft again; a pending schedule is cancelled (decision 017).
 */
export async function saveRevision(db: Kysely<Database>, actor: Actor, id: string, document: unknown, baseRevision: number, now: Date, kind: RevisionKind = 'save'): Promise<SaveOutcome> {
  const place = placeOrThrow(document);
  const json = serialise(document);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await documentRow(trx, id);
    requirePermission(actor, editPermission(row.document_type));
    if (place.documentType !== row.document_type) throw new LifecycleError(400, 'invalid_document', 'A document cannot change its type.', [{ path: 'documentType', message: `must stay "${row.document_type}"` }]);
    if (place.site !== row.site) throw new LifecycleError(400, 'invalid_document', 'A document cannot move to the other site; copy it instead.', [{ path: 'site', message: `must stay "${row.site}"` }]);
    await keyTaken(trx, place, id);
    const next = baseRevision + 1;
    const moved = await trx
      .updateTable('newsroom_documents')
      .set({ head_revision: next, doc_key: place.key, title: place.title, category: place.category, status: 'draft', publish_at: null, updated_at: at })
      .where('id', '=', id)
      .where('head_revision', '=', baseRevision)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      const head = await trx.selectFrom('document_revisions').select(['number', 'author_label', 'created_at']).where('document_id', '=', id).orderBy('number', 'desc').executeTakeFirstOrThrow();
      throw new ConflictError({ number: head.number, author: head.author_label, at: head.created_at });
    }
    await addRevision(trx, id, next, json, kind, actor, at);
  });
  return { state: stateOf(await documentRow(db, id)), ...readiness(document) };
}

/** Validation errors and warnings, and the publish checks, of a document as typed (a draft may have any). */
export function readiness(document: unknown): { issues: ContentIssue[]; checks: PublishCheck[]; warnings: ContentIssue[] } {
  const result = validateDocument(document);
  return { issues: result.ok ? [] : result.errors, checks: publishChecks(document), warnings: result.warnings };
}

export interface OpenDocument extends SaveOutcome {
  document: unknown;
}

/** A document's state and its head revision, with what stands between it and publishing. */
export async function openDocument(db: Kysely<Database>, actor: Actor, id: string): Promise<OpenDocument> {
  requirePermission(actor, 'newsroom.view');
  const row = await documentRow(db, id);
  const document = await revisionDocument(db, id, row.head_revision);
  const result = validateDocument(document);
  return { state: stateOf(row), document, issues: result.ok ? [] : result.errors, warnings: result.warnings, checks: publishChecks(document) };
}

export interface DocumentFilter {
  site?: string;
  status?: DocumentStatus;
  documentType?: EditableType;
  category?: string;
  author?: string;
  reviewer?: string;
  /** Words in the title or key. */
  q?: string;
  /** Published articles whose next review is due before this instant. */
  reviewDueBefore?: string;
  limit?: number;
  offset?: number;
}

/** The document list, newest change first. */
export async function listDocuments(db: Kysely<Database>, actor: Actor, filter: DocumentFilter = {}): Promise<{ documents: DocumentState[]; total: number }> {
  requirePermission(actor, 'newsroom.view');
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  const base = db
    .selectFrom('newsroom_documents')
    .$if(filter.site !== undefined, (q) => q.where('site', '=', filter.site!))
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
    .$if(filter.documentType !== undefined, (q) => q.where('document_type', '=', filter.documentType!))
    .$if(filter.category !== undefined, (q) => q.where('category', '=', filter.category!))
    .$if(filter.author !== undefined, (q) => q.where('author_email', '=', filter.author!))
    .$if(filter.reviewer !== undefined, (q) => q.where('reviewer_email', '=', filter.reviewer!))
    .$if(filter.reviewDueBefore !== undefined, (q) => q.where('next_review_due', 'is not', null).where('next_review_due', '<', filter.reviewDueBefore!).where('live_revision', 'is not', null))
    .$if(words.length > 0, (q) =>
      q.where((eb) => eb.and(words.map((w) => eb.or([eb(eb.fn('lower', ['title']), 'like', `%${w.replace(/[%_\\]/g, '')}%`), eb(eb.fn('lower', ['doc_key']), 'like', `%${w.replace(/[%_\\]/g, '')}%`)])))),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(filter.reviewDueBefore ? 'next_review_due' : 'updated_at', filter.reviewDueBefore ? 'asc' : 'desc')
      .orderBy('id')
      .limit(Math.min(filter.limit ?? 50, 200))
      .offset(filter.offset ?? 0)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { documents: rows.map(stateOf), total: Number(count.n) };
}


export async function listRevisions(db: Kysely<Database>, actor: Actor, id: string): Promise<RevisionListing[]> {
  requirePermission(actor, 'newsroom.view');
  await documentRow(db, id);
  const rows = await db.selectFrom('document_revisions').select(['number', 'kind', 'author_email', 'author_label', 'created_at']).where('document_id', '=', id).orderBy('number', 'desc').limit(500).execute();
  return rows.map((r) => ({ number: r.number, kind: r.kind as RevisionKind, authorEmail: r.author_email, authorLabel: r.author_label, createdAt: r.created_at }));
}

export async function getRevision(db: Kysely<Database>, actor: Actor, id: string, number: number): Promise<unknown> {
  requirePermission(actor, 'newsroom.view');
  return revisionDocument(db, id, number);
}

export { addRevision };
