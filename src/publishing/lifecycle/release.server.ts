import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { deleteCategoryRows } from '@/content/store.server';
import { deleteAuthorRow, pathsNamingAuthor } from '@/content/author-store.server';
import { storedAuthorIssues } from '../author-references.server';
import { deleteSeriesRow, pathsShowingSeries } from '@/content/series-store.server';
import { storedSeriesIssues } from '../series-references.server';
import { removeCampaign } from '@/content/campaigns/store.server';
import { addRedirect, dropRedirectFrom } from '@/content/redirects.server';
import { audit, type AuditAction } from '@/features/staff/server/audit.server';
import { requirePermission, type Actor, type Permission } from '@/features/staff/permissions';
import { checksAsWarnings, isHealthArticle, publishChecks, withChecks } from '../checks';
import { removeArticle, writeLive } from '../publish.server';
import { validateDocument, type ContentDocument, type ContentIssue } from '../validate';
import { documentRow, revisionDocument, saveRevision, stateOf, type DocumentRow, type DocumentState } from './documents.server';
import { LifecycleError } from './errors';

/**
 * Publishing, scheduling, unpublishing and deleting (decision 017). Publishing validates the
 * revision, runs the publish checks (refused for staff; warnings for automation, so scripts keep
 * working) and asks an editor to confirm a health article without medical approval, then writes
 * the live tables, the search index, the change log (which expires caches and purges nginx in
 * every process) and the audit log in one transaction.
 */

const releasePermission = (row: DocumentRow, permission: Permission): Permission => (row.document_type === 'campaign' ? 'campaign.edit' : permission);

export interface ReleaseOptions {
  /** The revision to publish; the head when absent. */
  revision?: number;
  /** An editor's confirmation that a health article goes out without medical approval (recorded). */
  confirmUnapproved?: boolean;
}

interface Prepared {
  document: ContentDocument;
  revision: number;
  unapproved: boolean;
  warnings: ContentIssue[];
}

/** Everything publishing would refuse, checked before anything is written (also at scheduling). */
async function prepare(db: Kysely<Database> | Transaction<Database>, actor: Actor, row: DocumentRow, options: ReleaseOptions): Promise<Prepared> {
  const revision = options.revision ?? row.head_revision;
  const raw = await revisionDocument(db, row.id, revision);
  const result = validateDocument(raw);
  if (!result.ok) throw new LifecycleError(422, 'invalid_document', 'The document has errors; fix them before publishing.', result.errors);
  if (result.document.site !== row.site || result.document.documentType !== row.document_type) throw new LifecycleError(422, 'invalid_document', 'This revision belongs to another place.');
  // Refused for everyone, automation too: a byline must come from a record the site has.
  const authorIssues = await storedAuthorIssues(db, result.document);
  if (authorIssues.length) throw new LifecycleError(422, 'invalid_document', `The ${result.document.documentType === 'series' ? 'series' : 'article'} names author records this site does not have.`, authorIssues);
  // The same for the series an article joins: its blocks need the series.
  const seriesIssues = await storedSeriesIssues(db, result.document);
  if (seriesIssues.length) throw new LifecycleError(422, 'invalid_document', 'The article joins a content series this site does not have.', seriesIssues);
  const checks = publishChecks(raw);
  if (checks.length > 0 && !actor.automation) throw new LifecycleError(422, 'checks_failed', 'Publishing is refused until these are fixed.', checksAsWarnings(checks));
  const unapproved = row.document_type === 'article' && isHealthArticle(raw as Record<string, unknown>) && row.approved_revision !== revision;
  if (unapproved && !actor.automation && !options.confirmUnapproved) {
    throw new LifecycleError(409, 'needs_confirmation', 'This health article has no medical approval for this revision. An editor may publish it anyway: confirm, and it is recorded in the audit log.');
  }
  return { document: result.document, revision, unapproved, warnings: withChecks(result.warnings, checks) };
}

/** Takes what is live at the row's live key off the site (the old path of a moved article gets a redirect to `movedTo`). */
async function takeDown(trx: Transaction<Database>, row: DocumentRow, movedTo: string | null, now: Date): Promise<void> {
  if (!row.live_key) return;
  const site = row.site as SiteId;
  if (row.document_type === 'article') {
    await removeArticle(trx, site, row.live_key);
    if (movedTo) await addRedirect(trx, site, row.live_key, movedTo, now);
  } else if (row.document_type === 'category') await deleteCategoryRows(trx, site, row.live_key);
  else if (row.document_type === 'author') await takeDownAuthor(trx, site, row.live_key);
  else if (row.document_type === 'series') await takeDownSeries(trx, site, row.live_key);
  else if (row.document_type === 'campaign') await removeCampaign(trx, row.live_key, now);
  else throw new LifecycleError(409, 'cannot_unpublish', 'A site always has navigation: publish a new version instead.');
}

/** An author record stays while a published article names it: taking it down would leave that byline without its person. */
async function takeDownAuthor(trx: Transaction<Database>, site: SiteId, id: string): Promise<void> {
  const naming = await pathsNamingAuthor(trx, site, id);
  if (naming.length) {
    const listed = naming.slice(0, 5).join(', ');
    throw new LifecycleError(409, 'in_use', `Published articles name the author record “${id}”: ${listed}${naming.length > 5 ? ` and ${naming.length - 5} more` : ''}. Name another record there first.`, [], { usedBy: naming });
  }
  await deleteAuthorRow(trx, site, id);
}

/** A content series stays while a published article shows it: its blocks would say the resource is unavailable. */
async function takeDownSeries(trx: Transaction<Database>, site: SiteId, id: string): Promise<void> {
  const showing = await pathsShowingSeries(trx, site, id);
  if (showing.length) {
    const listed = showing.slice(0, 5).join(', ');
    throw new LifecycleError(409, 'in_use', `Published articles belong to the series “${id}”: ${listed}${showing.length > 5 ? ` and ${showing.length - 5} more` : ''}. Take them out of the series first.`, [], { usedBy: showing });
  }
  await deleteSeriesRow(trx, site, id);
}

function keyOf(document: ContentDocument): string {
  switch (document.documentType) {
    case 'article':
      return document.canonicalPath;
    case 'category':
      return document.slug;
    case 'author':
    case 'series':
      return document.id;
    case 'campaign':
      return document._uuid;
    case 'navigation':
      return 'navigation';
  }
}

async function release(trx: Transaction<Database>, actor: Actor, row: DocumentRow, prepared: Prepared, action: AuditAction, now: Date): Promise<void> {
  const at = now.toISOString();
  const { document, revision } = prepared;
  const key = keyOf(document);
  if (row.live_key && row.live_key !== key) await takeDown(trx, row, document.documentType === 'article' ? key : null, now);
  if (document.documentType === 'article') await dropRedirectFrom(trx, document.site, key);
  await writeLive(trx, document);
  await trx
    .updateTable('newsroom_documents')
    .set({
      live_revision: revision,
      live_key: key,
      status: revision === row.head_revision ? 'published' : row.status,
      published_at: at,
      publish_at: null,
      next_review_due: document.documentType === 'article' ? (document.nextReviewDue ?? null) : null,
      updated_at: at,
    })
    .where('id', '=', row.id)
    .execute();
  const unapproved = prepared.unapproved && !actor.automation;
  await audit(
    trx,
    actor,
    {
      action: unapproved ? 'publish-unapproved' : action,
      summary: `${unapproved ? 'Published without medical approval' : action === 'scheduled-publish' ? 'Published on schedule' : 'Published'} “${row.title}” (revision ${revision}) at ${key}`,
      site: row.site,
      documentId: row.id,
      detail: { revision, key },
    },
    now,
  );
}

/** Publishes a revision (the head by default) now. */
export async function publishDocument(db: Kysely<Database>, actor: Actor, id: string, options: ReleaseOptions, now: Date): Promise<{ state: DocumentState; warnings: ContentIssue[] }> {
  const row = await documentRow(db, id);
  requirePermission(actor, releasePermission(row, 'document.publish'));
  const prepared = await prepare(db, actor, row, options);
  await db.transaction().execute(async (trx) => {
    const current = await documentRow(trx, id);
    if (current.head_revision !== row.head_revision && options.revision === undefined) throw new LifecycleError(409, 'conflict', 'The document changed meanwhile; look at the new version before publishing.');
    await release(trx, actor, current, prepared, 'publish', now);
  });
  return { state: stateOf(await documentRow(db, id)), warnings: prepared.warnings };
}

const maxScheduleMs = 366 * 86_400_000;

function futureInstant(value: string, field: string, now: Date): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new LifecycleError(400, 'invalid_request', 'Give a date and time.', [{ path: field, message: 'must be a date and time' }]);
  if (at.getTime() <= now.getTime()) throw new LifecycleError(400, 'invalid_request', 'Choose a time in the future.', [{ path: field, message: 'must be in the future' }]);
  if (at.getTime() - now.getTime() > maxScheduleMs) throw new LifecycleError(400, 'invalid_request', 'Choose a time within a year.', [{ path: field, message: 'must be within a year' }]);
  return at.toISOString();
}

/**
 * Schedules publishing of the head revision (checked now, as publishing would be) and/or
 * unpublishing; null clears either. Editing the document afterwards cancels a scheduled publish.
 */
export async function scheduleDocument(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  options: { publishAt?: string | null; unpublishAt?: string | null; confirmUnapproved?: boolean },
  now: Date,
): Promise<DocumentState> {
  const row = await documentRow(db, id);
  requirePermission(actor, releasePermission(row, 'document.schedule'));
  const changes: { publish_at?: string | null; unpublish_at?: string | null; status?: string } = {};
  let prepared: Prepared | null = null;
  if (options.publishAt !== undefined) {
    if (options.publishAt === null) {
      changes.publish_at = null;
      if (row.status === 'scheduled') changes.status = row.approved_revision === row.head_revision ? 'approved' : 'draft';
    } else {
      prepared = await prepare(db, actor, row, { confirmUnapproved: options.confirmUnapproved });
      changes.publish_at = futureInstant(options.publishAt, 'publishAt', now);
      changes.status = 'scheduled';
    }
  }
  if (options.unpublishAt !== undefined) {
    if (options.unpublishAt === null) changes.unpublish_at = null;
    else {
      if (row.document_type === 'navigation') throw new LifecycleError(400, 'cannot_unpublish', 'A site always has navigation.');
      const unpublishAt = futureInstant(options.unpublishAt, 'unpublishAt', now);
      const publishAt = changes.publish_at ?? row.publish_at;
      if (publishAt && unpublishAt <= publishAt) throw new LifecycleError(400, 'invalid_request', 'Unpublish after publishing.', [{ path: 'unpublishAt', message: 'must be after the publish time' }]);
      if (!publishAt && row.live_revision === null) throw new LifecycleError(400, 'invalid_request', 'Nothing is live or scheduled to unpublish.', [{ path: 'unpublishAt', message: 'the document is not published' }]);
      changes.unpublish_at = unpublishAt;
    }
  }
  if (Object.keys(changes).length === 0) throw new LifecycleError(400, 'invalid_request', 'Give publishAt or unpublishAt.');
  await db.transaction().execute(async (trx) => {
    const moved = await trx.updateTable('newsroom_documents').set({ ...changes, updated_at: now.toISOString() }).where('id', '=', id).where('head_revision', '=', row.head_revision).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new LifecycleError(409, 'conflict', 'The document changed meanwhile; look at the new version before scheduling.');
    const when = [changes.publish_at ? `publish ${changes.publish_at}` : changes.publish_at === null ? 'no scheduled publish' : '', changes.unpublish_at ? `unpublish ${changes.unpublish_at}` : changes.unpublish_at === null ? 'no scheduled unpublish' : ''].filter(Boolean).join(', ');
    const cleared = changes.publish_at !== undefined ? changes.publish_at === null : changes.unpublish_at === null;
    await audit(trx, actor, { action: cleared ? 'unschedule' : 'schedule', summary: `${prepared?.unapproved && !actor.automation ? 'Scheduled without medical approval: ' : ''}“${row.title}”: ${when}`, site: row.site, documentId: id, detail: { ...changes, unapproved: prepared?.unapproved ?? false } }, now);
  });
  return stateOf(await documentRow(db, id));
}

async function unpublishIn(trx: Transaction<Database>, actor: Actor, row: DocumentRow, action: AuditAction, now: Date): Promise<void> {
  await takeDown(trx, row, null, now);
  await trx.updateTable('newsroom_documents').set({ live_revision: null, live_key: null, status: 'unpublished', unpublish_at: null, next_review_due: null, updated_at: now.toISOString() }).where('id', '=', row.id).execute();
  await audit(trx, actor, { action, summary: `${action === 'scheduled-unpublish' ? 'Unpublished on schedule' : 'Unpublished'} “${row.title}” from ${row.live_key}`, site: row.site, documentId: row.id }, now);
}

/** Takes a published document off the site; its revisions stay. */
export async function unpublishDocument(db: Kysely<Database>, actor: Actor, id: string, now: Date): Promise<DocumentState> {
  const row = await documentRow(db, id);
  requirePermission(actor, releasePermission(row, 'document.unpublish'));
  if (!row.live_key) throw new LifecycleError(409, 'wrong_status', 'This document is not published.');
  await db.transaction().execute(async (trx) => unpublishIn(trx, actor, await documentRow(trx, id), 'unpublish', now));
  return stateOf(await documentRow(db, id));
}

/** Deletes a document with its history (unpublishing it first). */
export async function deleteDocument(db: Kysely<Database>, actor: Actor, id: string, now: Date): Promise<void> {
  const row = await documentRow(db, id);
  requirePermission(actor, releasePermission(row, 'document.delete'));
  if (row.document_type === 'navigation') throw new LifecycleError(409, 'cannot_unpublish', 'A site always has navigation.');
  await db.transaction().execute(async (trx) => {
    const current = await documentRow(trx, id);
    if (current.live_key) await takeDown(trx, current, null, now);
    for (const table of ['preview_links', 'review_comments', 'document_revisions'] as const) await trx.deleteFrom(table).where('document_id', '=', id).execute();
    await trx.deleteFrom('newsroom_documents').where('id', '=', id).execute();
    await audit(trx, actor, { action: 'delete', summary: `Deleted “${current.title}” (${current.document_type} ${current.doc_key}, ${current.head_revision} revisions)`, site: current.site, documentId: id }, now);
  });
}

/** Restores an earlier revision as a new draft revision on top of `baseRevision`. */
export async function restoreRevision(db: Kysely<Database>, actor: Actor, id: string, number: number, baseRevision: number, now: Date): Promise<DocumentState> {
  const row = await documentRow(db, id);
  requirePermission(actor, row.document_type === 'campaign' ? 'campaign.edit' : 'document.restore');
  const document = await revisionDocument(db, id, number);
  const { state } = await saveRevision(db, actor, id, document, baseRevision, now, 'restore');
  await audit(db, actor, { action: 'restore', summary: `Restored revision ${number} of “${row.title}” as revision ${state.headRevision}`, site: row.site, documentId: id }, now);
  return state;
}

/** The clock's actor: what it does was decided (and audited) by whoever scheduled it. */
export const scheduleActor: Actor = { email: null, label: 'Schedule', roles: [], automation: true };

/**
 * Publishes and unpublishes what is due. Each document is claimed by a conditional update in the
 * transaction that releases it, so of several instances running this at once exactly one acts on
 * it (a row lock on PostgreSQL, the write lock on SQLite). A scheduled revision that no longer
 * validates (a widget removed by a deploy) goes back to draft, and the audit log says why.
 */
export async function runDueSchedules(db: Kysely<Database>, now: Date): Promise<{ published: number; unpublished: number; failed: number }> {
  const at = now.toISOString();
  const outcome = { published: 0, unpublished: 0, failed: 0 };
  const duePublish = await db.selectFrom('newsroom_documents').select('id').where('status', '=', 'scheduled').where('publish_at', '<=', at).orderBy('publish_at').limit(100).execute();
  for (const { id } of duePublish) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx.updateTable('newsroom_documents').set({ publish_at: null }).where('id', '=', id).where('status', '=', 'scheduled').where('publish_at', '<=', at).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const row = await documentRow(trx, id);
      try {
        const prepared = await prepare(trx, scheduleActor, row, {});
        await release(trx, scheduleActor, row, prepared, 'scheduled-publish', now);
        outcome.published++;
      } catch (error) {
        if (!(error instanceof LifecycleError)) throw error;
        await trx.updateTable('newsroom_documents').set({ status: 'draft', updated_at: at }).where('id', '=', id).execute();
        await audit(trx, scheduleActor, { action: 'scheduled-publish', summary: `Scheduled publish of “${row.title}” failed: ${error.message}`, site: row.site, documentId: id, detail: { issues: error.issues } }, now);
        outcome.failed++;
      }
    });
  }
  const dueUnpublish = await db.selectFrom('newsroom_documents').select('id').where('unpublish_at', '<=', at).orderBy('unpublish_at').limit(100).execute();
  for (const { id } of dueUnpublish) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx.updateTable('newsroom_documents').set({ unpublish_at: null }).where('id', '=', id).where('unpublish_at', '<=', at).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const row = await documentRow(trx, id);
      if (!row.live_key) return;
      await unpublishIn(trx, scheduleActor, row, 'scheduled-unpublish', now);
      outcome.unpublished++;
    });
  }
  return outcome;
}
