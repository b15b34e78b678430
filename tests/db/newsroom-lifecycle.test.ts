/**
 * The newsroom's document lifecycle (issue 31, decision 017): drafts that never reach readers,
 * revisions with optimistic locking, medical review, publish checks, scheduling once in a
 * cluster, moved paths, restore, delete and the audit log. Runs on SQLite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { createDb } from '@/db/connect';
import { openTestDb } from './test-db';
import { validArticle, validCategory } from '../support/documents';

vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const { createDocument, saveRevision, openDocument, listDocuments, listRevisions, ConflictError } = await import('@/publishing/lifecycle/documents.server');
const { submitForReview, approve, returnForChanges, addComment, listComments } = await import('@/publishing/lifecycle/review.server');
const { publishDocument, scheduleDocument, unpublishDocument, deleteDocument, restoreRevision, runDueSchedules } = await import('@/publishing/lifecycle/release.server');
const { storeFromAutomation, adoptLiveDocuments, apiActor } = await import('@/publishing/lifecycle/automation.server');
const { LifecycleError } = await import('@/publishing/lifecycle/errors');
const { PermissionError } = await import('@/features/staff/permissions');
const { listAudit } = await import('@/features/staff/server/audit.server');
const { findArticle, listSitemapEntries } = await import('@/content/store.server');
const { findRedirect } = await import('@/content/redirects.server');
const { upsertDocument } = await import('@/publishing/publish.server');
const { validateDocument } = await import('@/publishing/validate');
const { searchArticles } = await import('@/features/search/server/search.server');
const { changesSince } = await import('@/content/change-log');
const { campaignFigures } = await import('@/publishing/lifecycle/campaign-figures.server');
const { previewContent } = await import('@/publishing/lifecycle/preview.server');

type Actor = import('@/features/staff/permissions').Actor;
const writer: Actor = { email: 'wren.writer@staff.example.test', label: 'Wren Walsh', roles: ['writer'] };
const reviewer: Actor = { email: 'rosa.reviewer@staff.example.test', label: 'Rosa Reyes', roles: ['medical_reviewer'] };
const editor: Actor = { email: 'eli.editor@staff.example.test', label: 'Eli Edwards', roles: ['editor'] };

const now = new Date('2026-11-20T10:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
function valid(input: Record<string, unknown>) {
  const result = validateDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}
const sourced = (overrides: Record<string, unknown> = {}) =>
  validArticle({ references: [{ title: 'A source', publisher: 'A journal', year: 2024, url: 'https://example.org/source' }], medicalReviewer: undefined, ...overrides });

let db: Kysely<Database>;
let engine: 'sqlite' | 'postgres';
let config: import('@/db/connect').DbConfig;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, engine, config, close } = await openTestDb());
});
afterAll(async () => close());
beforeEach(async () => {
  const searchTables = engine === 'sqlite' ? ['search_fts', 'search_titles'] : ['search_documents'];
  for (const table of searchTables) await sql.raw(`delete from ${table}`).execute(db);
  for (const table of ['preview_links', 'review_comments', 'document_revisions', 'newsroom_documents', 'audit_log', 'redirects', 'staff_roles', 'staff', 'article_categories', 'articles', 'categories', 'content_changes'] as const) {
    await db.deleteFrom(table).execute();
  }
  const at = now.toISOString();
  await db.insertInto('staff').values({ email: reviewer.email!, name: 'Rosa Reyes', credentials: 'MD', created_at: at, updated_at: at }).execute();
  await db.insertInto('staff_roles').values({ email: reviewer.email!, role: 'medical_reviewer', granted_at: at, granted_by: null }).execute();
});

async function approved(document = sourced()) {
  const state = await createDocument(db, writer, document, now);
  await submitForReview(db, writer, state.id, { reviewerEmail: reviewer.email }, now);
  return approve(db, reviewer, state.id, { revision: 1 }, later(1));
}

describe('drafts', () => {
  it('never reach readers: no page, list, sitemap or search entry, and no change logged', async () => {
    const state = await createDocument(db, writer, sourced({ title: 'Zebra draft', body: [{ type: 'html', html: '<p>zebrafish secret</p>' }] }), now);
    expect(state).toMatchObject({ status: 'draft', headRevision: 1, liveRevision: null, authorEmail: writer.email });
    expect(await findArticle(db, 'healthline', '/test/sample-article')).toBeNull();
    expect(await listSitemapEntries(db, 'healthline')).toEqual([]);
    expect((await searchArticles(db, 'healthline', 'zebrafish', 1)).total).toBe(0);
    expect(await changesSince(db, 0)).toEqual([]);
  });

  it('save on top of the revision they were opened at; a stale save is a conflict that writes nothing', async () => {
    const { id } = await createDocument(db, writer, sourced(), now);
    await saveRevision(db, writer, id, sourced({ title: 'First editor' }), 1, later(1));
    const stale = saveRevision(db, editor, id, sourced({ title: 'Second editor' }), 1, later(2));
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    await expect(stale).rejects.toMatchObject({ status: 409, detail: { headRevision: 2, author: 'Wren Walsh' } });
    const open = await openDocument(db, editor, id);
    expect((open.document as { title: string }).title).toBe('First editor');
    expect((await listRevisions(db, editor, id)).map((r) => [r.number, r.authorLabel])).toEqual([
      [2, 'Wren Walsh'],
      [1, 'Wren Walsh'],
    ]);
  });

  it('may be incomplete (saving only warns), but need a type, site and place; a place cannot be taken twice', async () => {
    const { id } = await createDocument(db, writer, sourced(), now);
    const saved = await saveRevision(db, writer, id, sourced({ title: '', body: [{ widgetFormat: 'produt-card' }] }), 1, later(1));
    expect(saved.issues.map((i) => i.path)).toContain('title');
    expect(saved.checks.map((c) => c.check)).toContain('unknown-format');
    await expect(createDocument(db, writer, { documentType: 'article', site: 'healthline' }, now)).rejects.toMatchObject({ status: 400, issues: [{ path: 'canonicalPath', message: 'required' }] });
    await expect(createDocument(db, writer, sourced(), now)).rejects.toMatchObject({ status: 409, code: 'key_taken' });
  });

  it('are listed with filters and search', async () => {
    await createDocument(db, writer, sourced({ canonicalPath: '/a/oats', title: 'Overnight oats' }), now);
    const other = await createDocument(db, writer, sourced({ canonicalPath: '/a/tea', title: 'Green tea' }), now);
    await submitForReview(db, writer, other.id, {}, now);
    expect((await listDocuments(db, reviewer, { q: 'oats' })).documents.map((d) => d.title)).toEqual(['Overnight oats']);
    expect((await listDocuments(db, reviewer, { status: 'in_review' })).documents.map((d) => d.title)).toEqual(['Green tea']);
    expect((await listDocuments(db, reviewer, {})).total).toBe(2);
  });
});

describe('medical review', () => {
  it('approval writes the reviewer, the date and the next review (the category interval) into a new revision', async () => {
    await upsertDocument(db, valid(validCategory({ reviewIntervalMonths: 6 })));
    const state = await approved();
    expect(state).toMatchObject({ status: 'approved', headRevision: 2, approvedRevision: 2, approvedBy: reviewer.email, reviewerEmail: reviewer.email });
    const document = (await openDocument(db, editor, state.id)).document as Record<string, unknown>;
    expect(document).toMatchObject({ medicalReviewer: { name: 'Rosa Reyes', credentials: 'MD' }, dateReviewed: '2026-11-20', nextReviewDue: '2027-05-20' });
    expect((await listComments(db, writer, state.id)).map((c) => c.kind)).toEqual(['approved']);
    expect((await listAudit(db)).map((a) => a.action)).toEqual(['approve']);
  });

  it('refuses to approve a text that changed since it was opened, and a return needs a reason', async () => {
    const { id } = await createDocument(db, writer, sourced(), now);
    await submitForReview(db, writer, id, {}, now);
    await expect(approve(db, reviewer, id, { revision: 0 }, now)).rejects.toMatchObject({ status: 409 });
    await expect(returnForChanges(db, reviewer, id, { reason: '  ' }, now)).rejects.toMatchObject({ status: 400 });
    await addComment(db, reviewer, id, { block: 'body[0]', body: 'Cite the trial here.' }, now);
    const returned = await returnForChanges(db, reviewer, id, { reason: 'Needs a source for the dose.' }, now);
    expect(returned.status).toBe('draft');
    expect((await listComments(db, writer, id)).map((c) => [c.kind, c.block, c.body])).toEqual([
      ['comment', 'body[0]', 'Cite the trial here.'],
      ['returned', null, 'Needs a source for the dose.'],
    ]);
    await expect(addComment(db, reviewer, id, { block: 'body[0]</script>', body: 'x' }, now)).rejects.toMatchObject({ status: 400 });
  });

  it('an edit after approval makes a draft that needs review again', async () => {
    const state = await approved();
    const saved = await saveRevision(db, writer, state.id, sourced({ title: 'Changed after approval', medicalReviewer: { name: 'Rosa Reyes', credentials: 'MD' } }), state.headRevision, later(2));
    expect(saved.state).toMatchObject({ status: 'draft', approvedRevision: 2, headRevision: 3 });
    await expect(publishDocument(db, editor, state.id, {}, later(3))).rejects.toMatchObject({ status: 409, code: 'needs_confirmation' });
  });
});

describe('publishing', () => {
  it('is refused with the reasons beside their fields, and a writer can never publish', async () => {
    const { id } = await createDocument(db, writer, validArticle({ references: [] }), now);
    await expect(publishDocument(db, writer, id, {}, now)).rejects.toBeInstanceOf(PermissionError);
    const refused = await publishDocument(db, editor, id, { confirmUnapproved: true }, now).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LifecycleError);
    expect(refused).toMatchObject({ status: 422, code: 'checks_failed', issues: [{ path: 'references' }] });
    expect(await findArticle(db, 'healthline', '/test/sample-article')).toBeNull();
  });

  it('an approved article goes live with its search entry; an unapproved one needs an editor to confirm, and that is recorded', async () => {
    const state = await approved();
    const published = await publishDocument(db, editor, state.id, {}, later(5));
    expect(published.state).toMatchObject({ status: 'published', liveRevision: 2, liveKey: '/test/sample-article', nextReviewDue: '2027-11-20' });
    expect((await findArticle(db, 'healthline', '/test/sample-article'))?.medicalReviewer).toEqual({ name: 'Rosa Reyes', credentials: 'MD' });
    expect((await searchArticles(db, 'healthline', 'sample', 1)).total).toBe(1);

    const other = await createDocument(db, writer, sourced({ canonicalPath: '/test/unreviewed', medicalReviewer: { name: 'Someone' } }), now);
    await expect(publishDocument(db, editor, other.id, {}, later(6))).rejects.toMatchObject({ code: 'needs_confirmation' });
    await publishDocument(db, editor, other.id, { confirmUnapproved: true }, later(6));
    expect((await listAudit(db)).map((a) => [a.action, a.actorLabel])).toEqual([
      ['publish-unapproved', 'Eli Edwards'],
      ['publish', 'Eli Edwards'],
      ['approve', 'Rosa Reyes'],
    ]);
  });

  it('a changed canonicalPath leaves a redirect, not a second live page', async () => {
    const state = await approved();
    await publishDocument(db, editor, state.id, {}, later(5));
    const moved = await saveRevision(db, editor, state.id, sourced({ canonicalPath: '/test/moved-article', medicalReviewer: { name: 'Rosa Reyes', credentials: 'MD' } }), state.headRevision, later(6));
    await publishDocument(db, editor, state.id, { confirmUnapproved: true }, later(7));
    expect(moved.state.key).toBe('/test/moved-article');
    expect(await findArticle(db, 'healthline', '/test/sample-article')).toBeNull();
    expect(await findArticle(db, 'healthline', '/test/moved-article')).not.toBeNull();
    expect(await findRedirect(db, 'healthline', '/test/sample-article')).toBe('/test/moved-article');
    const tags = (await changesSince(db, 0)).flatMap((c) => c.tags);
    expect(tags).toEqual(expect.arrayContaining(['article:healthline:/test/sample-article', 'article:healthline:/test/moved-article']));
  });

  it('unpublish takes it off the site and keeps its history; delete removes it and is audited', async () => {
    const state = await approved();
    await publishDocument(db, editor, state.id, {}, later(5));
    await expect(unpublishDocument(db, writer, state.id, later(6))).rejects.toBeInstanceOf(PermissionError);
    expect(await unpublishDocument(db, editor, state.id, later(6))).toMatchObject({ status: 'unpublished', liveRevision: null });
    expect(await findArticle(db, 'healthline', '/test/sample-article')).toBeNull();
    expect(await listRevisions(db, editor, state.id)).toHaveLength(2);
    await deleteDocument(db, editor, state.id, later(7));
    expect(await db.selectFrom('document_revisions').selectAll().execute()).toEqual([]);
    expect((await listAudit(db)).map((a) => a.action)).toEqual(['delete', 'unpublish', 'publish', 'approve']);
  });

  it('restores an earlier revision as a new draft revision', async () => {
    const { id } = await createDocument(db, writer, sourced({ title: 'Good title' }), now);
    await saveRevision(db, writer, id, sourced({ title: 'Bad edit' }), 1, later(1));
    const restored = await restoreRevision(db, writer, id, 1, 2, later(2));
    expect(restored).toMatchObject({ headRevision: 3, status: 'draft', title: 'Good title' });
    expect((await listRevisions(db, writer, id))[0]).toMatchObject({ number: 3, kind: 'restore' });
  });
});

describe('scheduling', () => {
  it('publishes at its time, once, even with two instances running the schedule at once', async () => {
    const state = await approved();
    const scheduled = await scheduleDocument(db, editor, state.id, { publishAt: later(30).toISOString() }, later(2));
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: later(30).toISOString() });
    expect(await runDueSchedules(db, later(29))).toEqual({ published: 0, unpublished: 0, failed: 0 });
    expect(await findArticle(db, 'healthline', '/test/sample-article')).toBeNull();
    // PostgreSQL: a second pool, as another instance has. SQLite is one process, whose connection runs one transaction at a time.
    const second = engine === 'postgres' ? await createDb(config) : db;
    try {
      const [a, b] = await Promise.all([runDueSchedules(db, later(30.5)), runDueSchedules(second, later(30.5))]);
      expect(a.published + b.published).toBe(1);
    } finally {
      if (second !== db) await second.destroy();
    }
    expect(await findArticle(db, 'healthline', '/test/sample-article')).not.toBeNull();
    expect((await listAudit(db, { action: 'scheduled-publish' })).map((a) => a.summary)).toEqual([expect.stringMatching(/^Published on schedule/)]);
  });

  it('unpublishes at its time; an edit cancels a scheduled publish; the past is refused', async () => {
    const state = await approved();
    await expect(scheduleDocument(db, editor, state.id, { publishAt: now.toISOString() }, later(2))).rejects.toMatchObject({ status: 400, issues: [{ path: 'publishAt' }] });
    await scheduleDocument(db, editor, state.id, { publishAt: later(10).toISOString(), unpublishAt: later(60).toISOString() }, later(2));
    await runDueSchedules(db, later(11));
    expect(await findArticle(db, 'healthline', '/test/sample-article')).not.toBeNull();
    expect(await runDueSchedules(db, later(61))).toMatchObject({ unpublished: 1 });
    expect(await findArticle(db, 'healthline', '/test/sample-article')).toBeNull();

    const other = await approved(sourced({ canonicalPath: '/test/other' }));
    await scheduleDocument(db, editor, other.id, { publishAt: later(100).toISOString() }, later(2));
    const edited = await saveRevision(db, writer, other.id, sourced({ canonicalPath: '/test/other', title: 'Edited' }), other.headRevision, later(3));
    expect(edited.state).toMatchObject({ status: 'draft', publishAt: null });
    expect(await runDueSchedules(db, later(101))).toMatchObject({ published: 0 });
  });
});

describe('automation (content API, CLI import)', () => {
  it('publishes as before, as a revision, with the checks as warnings; a draft is only saved', async () => {
    const outcome = await storeFromAutomation(db, apiActor, validArticle({ references: [] }), { draft: false, kind: 'api' }, now);
    expect(outcome.state).toMatchObject({ status: 'published', liveRevision: 1 });
    expect(outcome.warnings.map((w) => w.path)).toContain('references');
    await storeFromAutomation(db, apiActor, validArticle({ title: 'Draft change' }), { draft: true, kind: 'api' }, later(1));
    expect((await findArticle(db, 'healthline', '/test/sample-article'))?.title).toBe('A sample article');
    expect((await listRevisions(db, editor, outcome.state.id)).map((r) => [r.number, r.kind, r.authorLabel])).toEqual([
      [2, 'api', 'content API'],
      [1, 'api', 'content API'],
    ]);
  });

  it('adopts live documents stored before the newsroom, once', async () => {
    await upsertDocument(db, valid(validArticle()));
    expect(await adoptLiveDocuments(db, now)).toBe(1);
    expect(await adoptLiveDocuments(db, now)).toBe(0);
    expect((await listDocuments(db, editor, {})).documents[0]).toMatchObject({ status: 'published', liveRevision: 1, key: '/test/sample-article' });
  });
});

describe('campaign figures', () => {
  const marketer: Actor = { email: 'mia.marketer@staff.example.test', label: 'Mia Marsh', roles: ['marketer'] };
  const campaign = { documentType: 'campaign', site: 'healthline', _uuid: '0f8fad5b-d9cb-469f-a165-70867728950e', campaignName: 'Spring sign-up', articlePlacement: 'rightRail', driverType: 'newsletter', headline: 'Hi', newsletterLists: ['wellness-wire'] };

  it('are the /ops/campaigns figures of a published campaign, for marketers only', async () => {
    const { id } = await createDocument(db, marketer, campaign, now);
    expect(await campaignFigures(db, marketer, id, now)).toMatchObject({ live: false, variants: [] });
    await publishDocument(db, marketer, id, {}, now);
    expect(await campaignFigures(db, marketer, id, now)).toMatchObject({ live: true, days: 30, total: { impressions: 0, clicks: 0, ctr: null } });
    await expect(campaignFigures(db, writer, id, now)).rejects.toBeInstanceOf(PermissionError);
    const article = await createDocument(db, writer, sourced(), now);
    await expect(campaignFigures(db, marketer, article.id, now)).rejects.toMatchObject({ status: 404 });
  });

  it('previews as its driver: the newest revision, parsed, on its own site only', async () => {
    const { id } = await createDocument(db, marketer, campaign, now);
    await saveRevision(db, marketer, id, { ...campaign, headline: 'Spring is here' }, 1, now);
    expect(await previewContent(db, id, 'healthline')).toMatchObject({ kind: 'campaign', revision: 2, document: { headline: 'Spring is here', status: 'active', variants: [] } });
    expect(await previewContent(db, id, 'psy')).toMatchObject({ kind: 'other-site' });
  });
});
