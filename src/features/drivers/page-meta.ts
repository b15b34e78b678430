import type { ArticleDocument, CategoryDocument } from '@/content/article-schema';
import type { DriversPageMeta } from './client/drivers-store';

/**
 * The meta each page hands the drivers call (spec site shell 3, "Article meta for the drivers
 * call": canonicalPath, targeting (k1, msiteID, kmeta), pageTemplate, categories, cesData
 * (metaDescription, mpdTags), hasEmbeddedJWPlayer). Built from the document alone, never from the
 * request, so the page stays the same bytes for every reader; the per-reader part (audiences,
 * device) is added in the browser.
 */

/**
 * An article's meta. excludeVideos is the spec's hasEmbeddedJWPlayer: the page plays a video of its
 * own somewhere in its body (the article view asks its widgets, src/widgets/page-facts.ts), so the
 * drivers call asks for no video drivers.
 */
export function articleDriversMeta(
  article: Pick<ArticleDocument, 'canonicalPath' | 'targeting' | 'pageTemplate' | 'categories' | 'cesData'>,
  excludeVideos: boolean,
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
    excludeVideos,
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
