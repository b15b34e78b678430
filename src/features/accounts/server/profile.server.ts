import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { interestTaxonomy } from '../interest-taxonomy';
import type { InterestsBody } from '../schema';

export interface UserFlag {
  label: string;
  status: string;
}

/** A member's flags on a site (spec 3, User flag). */
export async function siteFlags(db: Kysely<Database>, memberId: string, site: SiteId): Promise<UserFlag[]> {
  return db.selectFrom('member_flags').select(['label', 'status']).where('member_id', '=', memberId).where('site', '=', site).orderBy('label').execute();
}

/** Sets a flag (insert or replace) and returns it. */
export async function setSiteFlag(db: Kysely<Database>, memberId: string, site: SiteId, flag: UserFlag, now: Date): Promise<UserFlag> {
  const at = now.toISOString();
  await db
    .insertInto('member_flags')
    .values({ member_id: memberId, site, label: flag.label, status: flag.status, updated_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'site', 'label']).doUpdateSet({ status: flag.status, updated_at: at }))
    .execute();
  return { label: flag.label, status: flag.status };
}

export interface UserInterests {
  topicIds: string[];
  subtopicIds: string[];
  jtbdIds: string[];
  source: string;
  site: SiteId;
  updatedAt: string | null;
}

const list = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export async function memberInterests(db: Kysely<Database>, memberId: string, site: SiteId): Promise<UserInterests> {
  const row = await db.selectFrom('member_interests').selectAll().where('member_id', '=', memberId).where('site', '=', site).executeTakeFirst();
  if (!row) return { topicIds: [], subtopicIds: [], jtbdIds: [], source: 'onboarding', site, updatedAt: null };
  return { topicIds: list(row.topic_ids), subtopicIds: list(row.subtopic_ids), jtbdIds: list(row.jtbd_ids), source: row.source, site, updatedAt: row.updated_at };
}

/** The ids of a body that are not the site's options of their kind (an answer names them), or an empty list. */
export function unknownInterestIds(body: InterestsBody): string[] {
  const options = interestTaxonomy(body.site);
  const known = (id: string, type: string) => options.some((o) => o.id === id && o.questionType === type);
  return [
    ...body.topicIds.filter((id) => !known(id, 'topic')),
    ...body.subtopicIds.filter((id) => !known(id, 'subtopic')),
    ...body.jtbdIds.filter((id) => !known(id, 'jtbd')),
  ];
}

/** Replaces a member's interests on a site (each list once, in the order given). */
export async function saveInterests(db: Kysely<Database>, memberId: string, body: InterestsBody, now: Date): Promise<UserInterests> {
  const at = now.toISOString();
  const values = {
    topic_ids: JSON.stringify([...new Set(body.topicIds)]),
    subtopic_ids: JSON.stringify([...new Set(body.subtopicIds)]),
    jtbd_ids: JSON.stringify([...new Set(body.jtbdIds)]),
    source: body.source,
    updated_at: at,
  };
  await db
    .insertInto('member_interests')
    .values({ member_id: memberId, site: body.site, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'site']).doUpdateSet(values))
    .execute();
  return memberInterests(db, memberId, body.site);
}

/** Adds ids to a member's interests (the interest quiz for a member), keeping what was there. */
export async function addInterests(db: Kysely<Database>, memberId: string, site: SiteId, add: Pick<InterestsBody, 'topicIds' | 'subtopicIds' | 'jtbdIds'>, source: InterestsBody['source'], now: Date): Promise<UserInterests> {
  const current = await memberInterests(db, memberId, site);
  return saveInterests(
    db,
    memberId,
    { site, source, topicIds: [...current.topicIds, ...add.topicIds], subtopicIds: [...current.subtopicIds, ...add.subtopicIds], jtbdIds: [...current.jtbdIds, ...add.jtbdIds] },
    now,
  );
}

export interface SavedArticle {
  path: string;
  title: string | null;
  savedAt: string;
}

/** A member's saved articles on a site, newest first, with their current titles (null for an article since removed). */
export async function savedArticles(db: Kysely<Database>, memberId: string, site: SiteId): Promise<SavedArticle[]> {
  const rows = await db
    .selectFrom('saved_articles as s')
    .leftJoin('articles as a', (join) => join.onRef('a.site', '=', 's.site').onRef('a.canonical_path', '=', 's.path'))
    .select(['s.path', 's.saved_at', 'a.title'])
    .where('s.member_id', '=', memberId)
    .where('s.site', '=', site)
    .orderBy('s.saved_at', 'desc')
    .orderBy('s.path')
    .execute();
  return rows.map((r) => ({ path: r.path, title: r.title ?? null, savedAt: r.saved_at }));
}

/** Saves an article; false when the site has no article at that path. Saving twice keeps the first date. */
export async function saveArticle(db: Kysely<Database>, memberId: string, site: SiteId, path: string, now: Date): Promise<boolean> {
  const article = await db.selectFrom('articles').select('canonical_path').where('site', '=', site).where('canonical_path', '=', path).where('is_article', '=', 1).executeTakeFirst();
  if (!article) return false;
  await db
    .insertInto('saved_articles')
    .values({ member_id: memberId, site, path, saved_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'site', 'path']).doNothing())
    .execute();
  return true;
}

export async function unsaveArticle(db: Kysely<Database>, memberId: string, site: SiteId, path: string): Promise<void> {
  await db.deleteFrom('saved_articles').where('member_id', '=', memberId).where('site', '=', site).where('path', '=', path).execute();
}

export interface FollowedTopic {
  topicId: string;
  name: string;
  digest: boolean;
  followedAt: string;
}

export async function followedTopics(db: Kysely<Database>, memberId: string, site: SiteId): Promise<FollowedTopic[]> {
  const rows = await db.selectFrom('followed_topics').selectAll().where('member_id', '=', memberId).where('site', '=', site).orderBy('followed_at').orderBy('topic_id').execute();
  const options = interestTaxonomy(site);
  return rows.map((r) => ({ topicId: r.topic_id, name: options.find((o) => o.id === r.topic_id)?.name ?? r.topic_id, digest: r.digest === 1, followedAt: r.followed_at }));
}

/** Follows a topic of the site's taxonomy (topics and subtopics); false for anything else. Following again updates the digest choice. */
export async function followTopic(db: Kysely<Database>, memberId: string, site: SiteId, topicId: string, digest: boolean, now: Date): Promise<boolean> {
  if (!interestTaxonomy(site).some((o) => o.id === topicId && o.questionType !== 'jtbd')) return false;
  await db
    .insertInto('followed_topics')
    .values({ member_id: memberId, site, topic_id: topicId, digest: digest ? 1 : 0, followed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'site', 'topic_id']).doUpdateSet({ digest: digest ? 1 : 0 }))
    .execute();
  return true;
}

export async function unfollowTopic(db: Kysely<Database>, memberId: string, site: SiteId, topicId: string): Promise<void> {
  await db.deleteFrom('followed_topics').where('member_id', '=', memberId).where('site', '=', site).where('topic_id', '=', topicId).execute();
}

/** Remembers the consent id of a browser the member signed in with (the account page lists its records). */
export async function linkConsentId(db: Kysely<Database>, memberId: string, consentId: string, now: Date): Promise<void> {
  if (!/^[\w-]{8,64}$/.test(consentId)) return;
  await db
    .insertInto('member_consent_ids')
    .values({ member_id: memberId, consent_id: consentId, linked_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'consent_id']).doNothing())
    .execute();
}
