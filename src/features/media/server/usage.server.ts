import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { mediaIdPattern, mediaPathPrefix } from '../urls';

/** A published document that shows a media item. */
export interface MediaUsage {
  site: string;
  documentType: 'article' | 'category' | 'navigation' | 'author' | 'series' | 'campaign';
  /** What the document is found by: an article's or category's canonical path, the site for navigation, an author record's or a series' id, a campaign's uuid. */
  key: string;
  title: string;
}

/**
 * The published documents that use an item: those whose stored JSON holds its path prefix
 * (`/media/<id>/`, in an image field, editor HTML or an absolute URL alike). Only the live tables
 * are read: they hold exactly what is published (drafts live in the newsroom's revisions).
 * An id has no LIKE wildcards and no letters whose case SQLite's LIKE would fold (urls.ts), so the
 * pattern matches that id only, on both engines.
 */
export async function findMediaUsage(db: Kysely<Database>, id: string): Promise<MediaUsage[]> {
  if (!mediaIdPattern.test(id)) return [];
  const pattern = `%${mediaPathPrefix(id)}%`;
  const [articles, categories, navigation, authors, series, campaigns] = await Promise.all([
    db.selectFrom('articles').select(['site', 'canonical_path', 'title']).where('document', 'like', pattern).orderBy('site').orderBy('canonical_path').execute(),
    db.selectFrom('categories').select(['site', 'canonical_path', 'title']).where('document', 'like', pattern).orderBy('site').orderBy('canonical_path').execute(),
    db.selectFrom('navigation').select('site').where('document', 'like', pattern).orderBy('site').execute(),
    db.selectFrom('authors').select(['site', 'id', 'name']).where('document', 'like', pattern).orderBy('site').orderBy('id').execute(),
    db.selectFrom('series').select(['site', 'id', 'title']).where('document', 'like', pattern).orderBy('site').orderBy('id').execute(),
    db.selectFrom('campaigns').select(['site', 'uuid', 'campaign_name']).where('document', 'like', pattern).orderBy('site').orderBy('campaign_name').execute(),
  ]);
  return [
    ...articles.map((r) => ({ site: r.site, documentType: 'article' as const, key: r.canonical_path, title: r.title })),
    ...categories.map((r) => ({ site: r.site, documentType: 'category' as const, key: r.canonical_path, title: r.title })),
    ...navigation.map((r) => ({ site: r.site, documentType: 'navigation' as const, key: r.site, title: 'Navigation' })),
    ...authors.map((r) => ({ site: r.site, documentType: 'author' as const, key: r.id, title: r.name })),
    ...series.map((r) => ({ site: r.site, documentType: 'series' as const, key: r.id, title: r.title })),
    ...campaigns.map((r) => ({ site: r.site, documentType: 'campaign' as const, key: r.uuid, title: r.campaign_name })),
  ];
}
