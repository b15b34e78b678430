import 'server-only';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/db/schema';
import type { ContentChange } from '@/content/cache-tags';
import { isPagePlacement } from '@/content/campaigns/schema';
import { SITE_IDS, isSiteId } from '@/sites';
import { allowed, permissions, type Actor, type Permission } from '@/features/staff/permissions';
import { staffRoles } from '@/features/staff/roles';
import { audit } from '@/features/staff/server/audit.server';
import { deleteMedia, getMedia } from '@/features/media/server/media.server';
import type { MediaStorage } from '@/features/media/server/storage.server';
import type { MediaUsage } from '@/features/media/server/usage.server';
import { mediaIdPattern } from '@/features/media/urls';
import type { ContentIssue } from '../validate';
import { documentRow, openDocument, revisionDocument, stateOf, type DocumentFilter, type DocumentState, type OpenDocument } from './documents.server';
import { listPreviewLinks } from './previews.server';
import { deleteDocument, publishDocument, restoreRevision, scheduleDocument, unpublishDocument } from './release.server';
import { approve, listComments, returnForChanges, submitForReview, type ReviewComment } from './review.server';
import { documentStatuses, editableTypes } from '@/content/lifecycle/states';

/**
 * What the newsroom's private JSON API (src/app/api/newsroom/, docs/areas/newsroom.md, API)
 * validates and composes: the request shapes, and the few steps that combine services (a
 * document's full view, an action with the content it changed, a media delete with its audit
 * entry). The route handlers stay thin: sign-in, parse, call, answer.
 */

// ---- request shapes ---------------------------------------------------------------------------

/** A whole number in a query string or path segment. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const revisionNumber = z.number().int().min(1).max(1_000_000_000);
/** The largest row id (comments, audit entries): PostgreSQL's integer. */
const maxRowId = 2_147_483_647;

/** Document ids are UUIDs; anything that cannot be one is refused before a query. */
export const documentIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a document id') });
export const revisionParams = documentIdParams.extend({ number: wholeNumber(1, 1_000_000_000) });
export const commentParams = documentIdParams.extend({ commentId: wholeNumber(1, maxRowId) });
export const mediaIdParams = z.strictObject({ id: z.string().regex(mediaIdPattern, 'is not a media id') });

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** GET /api/newsroom/documents: every filter is optional; a value the list cannot have is refused. */
export const documentListQuery = z.strictObject({
  site: z.enum(SITE_IDS).optional(),
  status: z.enum(documentStatuses).optional(),
  type: z.enum(editableTypes).optional(),
  category: z.string().max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a category slug').optional(),
  author: email.optional(),
  reviewer: email.optional(),
  q: z.string().max(200).optional(),
  due: z.literal('overdue', { error: 'must be "overdue"' }).optional(),
  offset: wholeNumber(0, 1_000_000).optional(),
  limit: wholeNumber(1, 200).optional(),
});

/** The service's filter for a list query; `due=overdue`: published documents whose next review is before today. */
export function documentFilter(query: z.output<typeof documentListQuery>, now: Date): DocumentFilter {
  return {
    site: query.site,
    status: query.status,
    documentType: query.type,
    category: query.category,
    author: query.author,
    reviewer: query.reviewer,
    q: query.q,
    reviewDueBefore: query.due === 'overdue' ? now.toISOString().slice(0, 10) : undefined,
    offset: query.offset,
    limit: query.limit,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A document as typed so far: any JSON object (a draft may be incomplete; the services say what is missing). */
const documentField = z.custom<Record<string, unknown>>(isObject, { error: 'must be the document, a JSON object' });

export const createDocumentBody = z.strictObject({ document: documentField });
export const saveDocumentBody = z.strictObject({ document: documentField, baseRevision: revisionNumber, autosave: z.boolean().optional() });

const instant = z.string().max(64).nullable().optional();

/** POST /api/newsroom/documents/[id]/actions: one lifecycle step, by `action`. */
export const documentActionBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('submit'), reviewerEmail: z.string().trim().max(254).nullable().optional() }),
  z.strictObject({ action: z.literal('approve'), revision: revisionNumber, note: z.string().max(4000).optional() }),
  z.strictObject({ action: z.literal('return'), reason: z.string().max(4000) }),
  z.strictObject({ action: z.literal('publish'), revision: revisionNumber.optional(), confirmUnapproved: z.boolean().optional() }),
  z.strictObject({ action: z.literal('schedule'), publishAt: instant, unpublishAt: instant, confirmUnapproved: z.boolean().optional() }),
  z.strictObject({ action: z.literal('unpublish') }),
  z.strictObject({ action: z.literal('restore'), revision: revisionNumber, baseRevision: revisionNumber }),
]);
export type DocumentAction = z.output<typeof documentActionBody>;

export const commentBody = z.strictObject({ block: z.string().max(200).nullable().optional(), body: z.string().max(8000) });
export const previewLinkBody = z.strictObject({ hours: z.number().int().min(1).max(1_000_000) });

/** PUT /api/newsroom/staff: a person and every role they hold (roles not listed are revoked). */
export const staffBody = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email()),
  name: z.string().trim().min(1, 'must not be empty').max(120),
  credentials: z.string().trim().max(120).nullable().optional(),
  roles: z.array(z.enum(staffRoles)).max(staffRoles.length * 2),
});

export const auditQuery = z.strictObject({
  before: wholeNumber(1, maxRowId).optional(),
  action: z.string().regex(/^[a-z-]{1,40}$/, 'must be an audited action such as publish').optional(),
  documentId: documentIdParams.shape.id.optional(),
  limit: wholeNumber(1, 500).optional(),
});

export const mediaListQuery = z.strictObject({
  q: z.string().max(200).optional(),
  offset: wholeNumber(0, 1_000_000).optional(),
  limit: wholeNumber(1, 100).optional(),
});

const focal = z
  .string()
  .regex(/^(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?|\.\d{1,6})$/, 'must be a number between 0 and 1')
  .transform(Number);

/** POST /api/newsroom/media: the item's fields ride in the query string, the body is the file. */
export const mediaUploadQuery = z.strictObject({
  fileName: z.string().max(1000).optional(),
  alt: z.string().max(5000).optional(),
  caption: z.string().max(10_000).optional(),
  credit: z.string().max(2000).optional(),
  focalX: focal.optional(),
  focalY: focal.optional(),
});

// ---- compositions -----------------------------------------------------------------------------

/** Every permission and whether the actor has it: the newsroom shows only what the person may do. */
export function permissionsOf(actor: Actor): Record<Permission, boolean> {
  return Object.fromEntries(permissions.map((p) => [p, allowed(actor, p)])) as Record<Permission, boolean>;
}

export interface DocumentView extends OpenDocument {
  comments: ReviewComment[];
  previewLinks: { createdBy: string; createdAt: string; expiresAt: string }[];
  can: Record<Permission, boolean>;
}

/** A document as the editor opens it: its head revision, what stands before publishing, the review thread and open preview links. */
export async function documentView(db: Kysely<Database>, actor: Actor, id: string, now: Date): Promise<DocumentView> {
  const open = await openDocument(db, actor, id);
  const comments = await listComments(db, actor, id);
  const previewLinks = await listPreviewLinks(db, actor, id, now);
  return { ...open, comments, previewLinks, can: permissionsOf(actor) };
}

export interface ActionOutcome {
  state: DocumentState;
  warnings?: ContentIssue[];
  /** What changed on the live site, for the caller to expire in its own process at once. */
  changes: ContentChange[];
}

/** Runs one lifecycle action; the services check the actor's permission and the document's state. */
export async function runDocumentAction(db: Kysely<Database>, actor: Actor, id: string, action: DocumentAction, now: Date): Promise<ActionOutcome> {
  switch (action.action) {
    case 'submit':
      return { state: await submitForReview(db, actor, id, { reviewerEmail: action.reviewerEmail }, now), changes: [] };
    case 'approve':
      return { state: await approve(db, actor, id, { revision: action.revision, note: action.note }, now), changes: [] };
    case 'return':
      return { state: await returnForChanges(db, actor, id, { reason: action.reason }, now), changes: [] };
    case 'publish': {
      const before = stateOf(await documentRow(db, id));
      const { state, warnings } = await publishDocument(db, actor, id, { revision: action.revision, confirmUnapproved: action.confirmUnapproved }, now);
      return { state, warnings, changes: await liveChanges(db, before, state) };
    }
    case 'schedule': {
      const options: { publishAt?: string | null; unpublishAt?: string | null; confirmUnapproved?: boolean } = { confirmUnapproved: action.confirmUnapproved };
      if (action.publishAt !== undefined) options.publishAt = action.publishAt;
      if (action.unpublishAt !== undefined) options.unpublishAt = action.unpublishAt;
      return { state: await scheduleDocument(db, actor, id, options, now), changes: [] };
    }
    case 'unpublish': {
      const before = stateOf(await documentRow(db, id));
      const state = await unpublishDocument(db, actor, id, now);
      return { state, changes: await liveChanges(db, before, state) };
    }
    case 'restore':
      return { state: await restoreRevision(db, actor, id, action.revision, action.baseRevision, now), changes: [] };
  }
}

/** Deletes a document (taking it off the site first); returns what changed on the live site. */
export async function deleteDocumentWithChanges(db: Kysely<Database>, actor: Actor, id: string, now: Date): Promise<ContentChange[]> {
  const before = stateOf(await documentRow(db, id));
  await deleteDocument(db, actor, id, now);
  return liveChanges(db, before, { ...before, liveKey: null, liveRevision: null });
}

/**
 * The content changes between what was live before and after (the same the change log records in
 * the transaction; the change feed would bring them to this process within a second). A moved
 * article changes both its old and its new path, a renamed author record or series both ids.
 */
async function liveChanges(db: Kysely<Database>, before: DocumentState, after: DocumentState): Promise<ContentChange[]> {
  const site = after.site;
  if (!isSiteId(site)) return [];
  if (before.liveRevision === null && after.liveRevision === null) return [];
  switch (after.documentType) {
    case 'article':
      return [...new Set([before.liveKey, after.liveKey].filter((key): key is string => key !== null))].map((path) => ({ kind: 'article', site, path }));
    case 'category':
      return [{ kind: 'category', site }];
    case 'navigation':
      return [{ kind: 'navigation', site }];
    case 'author':
      return [...new Set([before.liveKey, after.liveKey].filter((key): key is string => key !== null))].map((id) => ({ kind: 'author', site, id }));
    case 'series':
      return [...new Set([before.liveKey, after.liveKey].filter((key): key is string => key !== null))].map((id) => ({ kind: 'series', site, id }));
    case 'campaign': {
      const revisions = [...new Set([before.liveRevision, after.liveRevision].filter((n): n is number => n !== null))];
      const placements = await Promise.all(revisions.map(async (n) => ((await revisionDocument(db, after.id, n).catch(() => null)) as { articlePlacement?: unknown } | null)?.articlePlacement));
      return [{ kind: 'campaign', site, pagePlacement: placements.some((p) => typeof p === 'string' && isPagePlacement(p)) }];
    }
  }
}

export type MediaDeleteOutcome = { ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'in_use'; usedBy: MediaUsage[]; message: string };

/** Deletes a media item unless a published document shows it; a delete is audited. */
export async function deleteMediaAudited(db: Kysely<Database>, storage: MediaStorage, actor: Actor, id: string, now: Date): Promise<MediaDeleteOutcome> {
  const item = await getMedia(db, id);
  if (!item) return { ok: false, reason: 'not_found' };
  const result = await deleteMedia(db, storage, id);
  if (!result.ok) {
    if (result.reason === 'not_found') return result;
    const names = result.usedBy.slice(0, 5).map((u) => `“${u.title}” (${u.site} ${u.key})`);
    const more = result.usedBy.length > 5 ? ` and ${result.usedBy.length - 5} more` : '';
    return { ...result, message: `Used by ${names.join(', ')}${more}: remove the image from them, publish, then delete it.` };
  }
  await audit(db, actor, { action: 'media-delete', summary: `Deleted the image “${item.fileName}” (${item.alt.slice(0, 120)})`, detail: { id, fileName: item.fileName, sha256: item.sha256 } }, now);
  return { ok: true };
}
