import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { listCategories } from '@/content/store.server';
import type { SiteId } from '@/sites';
import type { AudienceName } from '@/content/campaigns/audience-names';
import { audienceEventNames, audienceMaxEvents, audiencesOf, audienceWindowDays, pageLookup, type AudienceEvent } from './rules';

/**
 * A reader's audiences on one site, from their own events (`events.anonymous_id`, filled only when
 * they gave performance consent) of the last 30 days. Bounded: one indexed query reading at most
 * `audienceMaxEvents` rows, then the categories of the distinct pages those events were on.
 */
export async function readerAudiences(db: Kysely<Database>, site: SiteId, anonymousId: string, asked: readonly AudienceName[], now = new Date()): Promise<AudienceName[]> {
  if (asked.length === 0) return [];
  const since = new Date(now.getTime() - audienceWindowDays * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('events')
    .select(['event_name', 'page_path', 'name', 'variant', 'created_at'])
    .where('anonymous_id', '=', anonymousId)
    .where('created_at', '>=', since)
    .where('site', '=', site)
    .where('event_name', 'in', [...audienceEventNames])
    .orderBy('created_at', 'desc')
    .limit(audienceMaxEvents)
    .execute();
  if (rows.length === 0) return [];
  const events: AudienceEvent[] = rows.map((r) => ({ eventName: r.event_name, pagePath: r.page_path, name: r.name, variant: r.variant, createdAt: r.created_at }));

  const paths = [...new Set(events.flatMap((e) => [e.pagePath, ...(e.name?.startsWith('/') ? [e.name] : [])]))];
  const [categories, articleRows] = await Promise.all([
    listCategories(db, site),
    db.selectFrom('article_categories').select(['canonical_path', 'category_slug']).where('site', '=', site).where('canonical_path', 'in', paths).execute(),
  ]);
  const articleCategories = new Map<string, string[]>();
  for (const row of articleRows) articleCategories.set(row.canonical_path, [...(articleCategories.get(row.canonical_path) ?? []), row.category_slug]);
  return audiencesOf(events, pageLookup(categories, articleCategories), asked);
}
