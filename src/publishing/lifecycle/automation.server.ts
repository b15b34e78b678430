import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { Actor } from '@/features/staff/permissions';
import { publishChecks, withChecks } from '../checks';
import { validateDocument } from '../validate';
import type { ContentIssue } from '../validate';
import { createDocument, saveRevision, stateOf, type DocumentState } from './documents.server';
import { publishDocument, unpublishDocument } from './release.server';
import { deleteCampaign } from '@/content/campaigns/store.server';
import { deleteArticle } from '../publish.server';
import type { SiteId } from '@/sites';
import { placeOf, type RevisionKind } from '@/content/lifecycle/states';

/**
 * The content API and the CLI import through the newsroom (decision 017): every write is a
 * revision of the document at that place (created on first sight), and by default it is published
 * at once, as these calls always did, with the publish checks as warnings so scripts keep working.
 * With `draft`, only the revision is saved.
 */
export const apiActor: Actor = { email: null, label: 'content API', roles: [], automation: true };
export const cliActor: Actor = { email: null, label: 'content import', roles: [], automation: true };

export interface AutomationOutcome {
  state: DocumentState;
  warnings: ContentIssue[];
}

/** Stores an already validated document (`raw` as submitted) as a new revision, and publishes it unless `draft`. */
export async function storeFromAutomation(db: Kysely<Database>, actor: Actor, raw: unknown, options: { draft: boolean; kind: RevisionKind }, now: Date): Promise<AutomationOutcome> {
  const place = placeOf(raw);
  if (!place.ok) throw new Error(`storeFromAutomation needs a validated document: ${place.issue.path} ${place.issue.message}`);
  const { site, documentType, key } = place.place;
  const existing = await db.selectFrom('newsroom_documents').selectAll().where('site', '=', site).where('document_type', '=', documentType).where('doc_key', '=', key).executeTakeFirst();
  const state = existing ? (await saveRevision(db, actor, existing.id, raw, existing.head_revision, now, options.kind)).state : await createDocument(db, actor, raw, now, options.kind);
  if (options.draft) {
    const result = validateDocument(raw);
    return { state, warnings: withChecks(result.warnings, publishChecks(raw)) };
  }
  return publishDocument(db, actor, state.id, { revision: state.headRevision }, now);
}

/**
 * Gives every live document that has no newsroom record one: a first revision (kind 'import')
 * that is live, so content stored before the newsroom existed (or by a direct write) can be
 * edited there. Returns how many were adopted.
 */
export async function adoptLiveDocuments(db: Kysely<Database>, now: Date): Promise<number> {
  const [articles, categories, navigation, authors, series, campaigns] = await Promise.all([
    db
      .selectFrom('articles')
      .select('document')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('newsroom_documents as n').select('n.id').where('n.document_type', '=', 'article').whereRef('n.site', '=', 'articles.site').whereRef('n.doc_key', '=', 'articles.canonical_path'))))
      .execute(),
    db
      .selectFrom('categories')
      .select('document')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('newsroom_documents as n').select('n.id').where('n.document_type', '=', 'category').whereRef('n.site', '=', 'categories.site').whereRef('n.doc_key', '=', 'categories.slug'))))
      .execute(),
    db
      .selectFrom('navigation')
      .select('document')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('newsroom_documents as n').select('n.id').where('n.document_type', '=', 'navigation').whereRef('n.site', '=', 'navigation.site'))))
      .execute(),
    db
      .selectFrom('authors')
      .select('document')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('newsroom_documents as n').select('n.id').where('n.document_type', '=', 'author').whereRef('n.site', '=', 'authors.site').whereRef('n.doc_key', '=', 'authors.id'))))
      .execute(),
    db
      .selectFrom('series')
      .select('document')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('newsroom_documents as n').select('n.id').where('n.document_type', '=', 'series').whereRef('n.site', '=', 'series.site').whereRef('n.doc_key', '=', 'series.id'))))
      .execute(),
    db
      .selectFrom('campaigns')
      .select('document')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('newsroom_documents as n').select('n.id').where('n.document_type', '=', 'campaign').whereRef('n.doc_key', '=', 'campaigns.uuid'))))
      .execute(),
  ]);
  let adopted = 0;
  for (const { document } of [...navigation, ...categories, ...authors, ...series, ...articles, ...campaigns]) {
    const raw = JSON.parse(document) as unknown;
    const place = placeOf(raw);
    if (!place.ok) continue;
    const at = now.toISOString();
    const id = crypto.randomUUID();
    const nextReviewDue = (raw as { nextReviewDue?: unknown }).nextReviewDue;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('newsroom_documents')
        .values({
          id,
          site: place.place.site,
          document_type: place.place.documentType,
          doc_key: place.place.key,
          live_key: place.place.key,
          title: place.place.title,
          status: 'published',
          category: place.place.category,
          author_email: null,
          reviewer_email: null,
          head_revision: 1,
          live_revision: 1,
          approved_revision: null,
          approved_by: null,
          approved_at: null,
          publish_at: null,
          unpublish_at: null,
          next_review_due: typeof nextReviewDue === 'string' ? nextReviewDue.slice(0, 10) : null,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx.insertInto('document_revisions').values({ document_id: id, number: 1, document, kind: 'import', author_email: null, author_label: 'existing content', created_at: at }).execute();
    });
    adopted++;
  }
  return adopted;
}

export { stateOf };

/** The newsroom record at a place, if any. */
export async function documentAt(db: Kysely<Database>, site: string | null, documentType: string, key: string) {
  return db
    .selectFrom('newsroom_documents')
    .selectAll()
    .$if(site !== null, (q) => q.where('site', '=', site!))
    .where('document_type', '=', documentType)
    .where('doc_key', '=', key)
    .executeTakeFirst();
}

/**
 * The content API's DELETE: takes what is live at a place off the site. With a newsroom record the
 * document is unpublished (its history stays, and an editor can publish it again); content never
 * adopted is removed directly, as the API always did. False when nothing was live there.
 */
export async function takeDownFromAutomation(db: Kysely<Database>, actor: Actor, site: string | null, documentType: 'article' | 'campaign', key: string, now: Date): Promise<boolean> {
  const record = await db
    .selectFrom('newsroom_documents')
    .select(['id', 'live_key'])
    .$if(site !== null, (q) => q.where('site', '=', site!))
    .where('document_type', '=', documentType)
    .where('live_key', '=', key)
    .executeTakeFirst();
  if (record) {
    await unpublishDocument(db, actor, record.id, now);
    return true;
  }
  if (documentType === 'campaign') return (await deleteCampaign(db, key, now)) !== null;
  return deleteArticle(db, site as SiteId, key);
}
