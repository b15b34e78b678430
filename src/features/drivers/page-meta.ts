import type { ArticleDocument, CategoryDocument } from '@/content/article-schema';
import type { DriversPageMeta } from './client/drivers-store';

/**
 * The meta each page hands the drivers call (spec site shell 3, "Article meta for the drivers
 * call": canonicalPath, targeting (k1, msiteID, kmeta), pageTemplate, categories, cesData
 * (metaDescription, mpdTags), hasEmbeddedJWPlayer). Built from the document alone, never from the
 * request, so the page stays the same bytes for every reader; the per-reader part (audiences,
 * device) is added in the browser.
 */

/** The widget that embeds the page's own video player (JW Player or our native player). */
export const embeddedVideoFormat = 'responsive_video';

/** Deeper than any valid document (containers nest at most 4 deep): the walk stops there. */
const maxWalkDepth = 12;

/**
 * hasEmbeddedJWPlayer: the page shows a video player of its own somewhere in its body, containers
 * included, so the drivers call asks for no video drivers (`excludeVideos`).
 */
export function hasEmbeddedVideoPlayer(body: readonly unknown[]): boolean {
  const walk = (value: unknown, depth: number): boolean => {
    if (depth > maxWalkDepth || value === null || typeof value !== 'object') return false;
    if (Array.isArray(value)) return value.some((item) => walk(item, depth + 1));
    const record = value as Record<string, unknown>;
    if (record.widgetFormat === embeddedVideoFormat) return true;
    return Object.values(record).some((item) => typeof item === 'object' && walk(item, depth + 1));
  };
  return walk(body, 0);
}

export function articleDriversMeta(
  article: Pick<ArticleDocument, 'canonicalPath' | 'targeting' | 'pageTemplate' | 'categories' | 'cesData' | 'body'>,
): DriversPageMeta {
  return {
    canonicalPath: article.canonicalPath,
    ...(article.targeting.k1 ? { k1: article.targeting.k1 } : {}),
    ...(article.targeting.msiteID ? { msiteID: article.targeting.msiteID } : {}),
    kMetas: [...article.targeting.kmeta],
    pageType: article.pageTemplate,
    categorySlugs: [...article.categories],
    cesData: {
      ...(article.cesData.metaDescription ? { metaDescription: article.cesData.metaDescription } : {}),
      mpdTags: [...article.cesData.mpdTags],
    },
    excludeVideos: hasEmbeddedVideoPlayer(article.body),
  };
}

export function homeDriversMeta(): DriversPageMeta {
  return { canonicalPath: '/', kMetas: [], pageType: 'home', categorySlugs: [], cesData: { mpdTags: [] }, excludeVideos: false };
}

/** A category page: its own slug first, then its parent's (campaigns for a topic reach its subtopics). */
export function categoryDriversMeta(category: Pick<CategoryDocument, 'canonicalPath' | 'slug' | 'description' | 'parent'>): DriversPageMeta {
  return {
    canonicalPath: category.canonicalPath,
    kMetas: [],
    pageType: 'category',
    categorySlugs: category.parent ? [category.slug, category.parent] : [category.slug],
    cesData: { metaDescription: category.description, mpdTags: [] },
    excludeVideos: false,
  };
}
