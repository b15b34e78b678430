import type { ArticleDocument } from '@/content/article-schema';

/** The key-values every slot of an article sends to the ad server: k1, msiteID, kmeta, pageTemplate, categories. */
export function pageTargeting(article: Pick<ArticleDocument, 'targeting' | 'pageTemplate' | 'categories'>): Record<string, string | string[]> {
  return {
    ...(article.targeting.k1 ? { k1: article.targeting.k1 } : {}),
    ...(article.targeting.msiteID ? { msiteID: article.targeting.msiteID } : {}),
    kmeta: article.targeting.kmeta,
    pageTemplate: article.pageTemplate,
    categories: article.categories,
  };
}
