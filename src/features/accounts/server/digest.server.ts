import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { log } from '@/lib/log';
import { siteOrigin } from '@/lib/site-origin';
import { queueMail, type MailConfig, type MailMessage } from '@/features/mail/mail.server';
import { linkUrls } from '@/features/newsletter/server/subscribers.server';
import { SITE_IDS, SITES, type SiteId } from '@/sites';
import { interestTaxonomy } from '../interest-taxonomy';

/** A member's digest goes at most once a week; each server process checks hourly. */
export const digestEveryDays = 7;
export const digestCheckMinutes = 60;
const dayMs = 86_400_000;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface DigestArticle {
  path: string;
  title: string;
  topic: string;
}

/** The digest mail: the new articles in the followed topics, with the newsletter's unsubscribe links and a way to stop the digest. */
export function digestMail(input: { to: string; siteName: string; origin: string; articles: DigestArticle[]; unsubscribeUrl: string; oneClickUrl: string; deleteUrl: string }): MailMessage {
  const subject = `New on ${input.siteName} in the topics you follow`;
  const stop = `${input.origin}/account#follows`;
  const lines = input.articles.map((a) => `- ${a.title} (${a.topic}): ${input.origin}${a.path}`);
  const text = [`New articles this week in the topics you follow on ${input.siteName}:`, '', ...lines, '', `Stop this digest or change your topics: ${stop}`, `Unsubscribe from the newsletter: ${input.unsubscribeUrl}`, `Delete my newsletter data: ${input.deleteUrl}`].join('\n');
  const html = [
    `<p>New articles this week in the topics you follow on ${escapeHtml(input.siteName)}:</p>`,
    `<ul>${input.articles.map((a) => `<li><a href="${escapeHtml(`${input.origin}${a.path}`)}">${escapeHtml(a.title)}</a> (${escapeHtml(a.topic)})</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(stop)}">Stop this digest or change your topics</a> · <a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a> · <a href="${escapeHtml(input.deleteUrl)}">Delete my newsletter data</a></p>`,
  ].join('\n');
  return { to: input.to, subject, text, html, headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/**
 * Sends the weekly digests that are due: to each member who follows a topic with the digest box
 * ticked, whose email the provider verified and who has an active newsletter subscription on that
 * site (the digest rides on the newsletter they agreed to), the articles published in those topics
 * since the last digest (or the last week). A member is claimed with one conditional write, so of
 * several instances exactly one sends; nothing new means no mail (the claim still moves on).
 */
export async function sendDueDigests(db: Kysely<Database>, mail: MailConfig, tokenKey: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - digestEveryDays * dayMs).toISOString();
  let sent = 0;
  for (const site of SITE_IDS) {
    const candidates = await db
      .selectFrom('followed_topics as f')
      .innerJoin('members as m', 'm.id', 'f.member_id')
      .innerJoin('newsletter_subscribers as n', (join) => join.onRef('n.email', '=', 'm.email').on('n.site', '=', site).on('n.status', '=', 'active'))
      .leftJoin('topic_digests as d', (join) => join.onRef('d.member_id', '=', 'm.id').on('d.site', '=', site))
      .select(['m.id as memberId', 'm.email as email', 'n.public_id as publicId', 'd.sent_at as lastSent'])
      .where('f.site', '=', site)
      .where('f.digest', '=', 1)
      .where('m.email_verified', '=', 1)
      .where((eb) => eb.or([eb('d.sent_at', 'is', null), eb('d.sent_at', '<=', cutoff)]))
      .distinct()
      .execute();
    for (const candidate of candidates) {
      if (!candidate.email || !(await claim(db, candidate.memberId, site, candidate.lastSent, now))) continue;
      const articles = await newArticles(db, candidate.memberId, site, candidate.lastSent ?? cutoff);
      if (articles.length === 0) continue;
      const origin = siteOrigin(site);
      const urls = linkUrls(origin, candidate.publicId, '', tokenKey, Math.floor(now.getTime() / 1000));
      await queueMail(db, mail, digestMail({ to: candidate.email, siteName: SITES[site].name, origin, articles, unsubscribeUrl: urls.unsubscribeUrl, oneClickUrl: urls.oneClickUrl, deleteUrl: urls.deleteUrl }), now);
      sent++;
    }
  }
  return sent;
}

/** Takes the member's digest for this week: true for exactly one caller. */
async function claim(db: Kysely<Database>, memberId: string, site: SiteId, lastSent: string | null, now: Date): Promise<boolean> {
  const at = now.toISOString();
  if (lastSent === null) {
    const inserted = await db.insertInto('topic_digests').values({ member_id: memberId, site, sent_at: at }).onConflict((oc) => oc.columns(['member_id', 'site']).doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  const updated = await db.updateTable('topic_digests').set({ sent_at: at }).where('member_id', '=', memberId).where('site', '=', site).where('sent_at', '=', lastSent).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

async function newArticles(db: Kysely<Database>, memberId: string, site: SiteId, since: string): Promise<DigestArticle[]> {
  const follows = await db.selectFrom('followed_topics').select('topic_id').where('member_id', '=', memberId).where('site', '=', site).where('digest', '=', 1).execute();
  const options = interestTaxonomy(site);
  const topics = follows.map((f) => f.topic_id);
  if (topics.length === 0) return [];
  const rows = await db
    .selectFrom('articles as a')
    .innerJoin('article_categories as c', (join) => join.onRef('c.site', '=', 'a.site').onRef('c.canonical_path', '=', 'a.canonical_path'))
    .select(['a.canonical_path', 'a.title', 'c.category_slug'])
    .where('a.site', '=', site)
    .where('a.is_article', '=', 1)
    .where('a.published_at', '>', since.slice(0, 10))
    .where('c.category_slug', 'in', topics)
    .orderBy('a.published_at', 'desc')
    .limit(30)
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.canonical_path) && seen.add(r.canonical_path))
    .slice(0, 10)
    .map((r) => ({ path: r.canonical_path, title: r.title, topic: options.find((o) => o.id === r.category_slug)?.name ?? r.category_slug }));
}

declare global {
  var __wellreadDigests: ReturnType<typeof setInterval> | undefined;
}

/** Checks for due digests every hour in this server process (started by src/instrumentation.ts). */
export function startDigestSchedule(connection: () => Promise<Kysely<Database>>, mail: MailConfig, tokenKey: (db: Kysely<Database>) => Promise<string>): void {
  if (globalThis.__wellreadDigests || process.env.NEXT_PHASE === 'phase-production-build') return;
  const run = async () => {
    try {
      const db = await connection();
      const sent = await sendDueDigests(db, mail, await tokenKey(db), new Date());
      if (sent > 0) log('info', 'topic digests queued', { sent });
    } catch (error) {
      log('warn', 'topic digests failed; next check in an hour', { error: error instanceof Error ? error.message : String(error) });
    }
  };
  globalThis.__wellreadDigests = setInterval(() => void run(), digestCheckMinutes * 60_000);
  globalThis.__wellreadDigests.unref?.();
}
