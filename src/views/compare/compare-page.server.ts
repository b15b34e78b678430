import 'server-only';
import { getArticle } from '@/content/queries.server';
import { commercePlacements } from '@/features/drivers/server/page-placements.server';
import type { SiteId } from '@/sites';
import { compareProductsFromBody, findCompareProduct, type CompareProduct } from '@/widgets/kits/compare/products';
import type { CompareParams, CompareParamsProblem } from './params';

export type CompareProblem = CompareParamsProblem | 'unknown-article' | 'unknown-product';

export interface CompareArticle {
  title: string;
  canonicalPath: string;
}

export type Comparison =
  | { state: 'ok'; article: CompareArticle; products: [CompareProduct, CompareProduct] }
  /** article is set when the link named an article that exists, so the message links back to it. */
  | { state: 'problem'; problem: CompareProblem; article?: CompareArticle };

/** Loads the article a compare link names, on the current site, and the two products it names, in the link's order. */
export async function loadComparison(site: SiteId, params: CompareParams): Promise<Comparison> {
  const found = params.article ? await getArticle(site, params.article) : null;
  const article = found ? { title: found.title, canonicalPath: found.canonicalPath } : undefined;
  if (params.state === 'invalid') return { state: 'problem', problem: params.problem, ...(article ? { article } : {}) };
  if (!found || !article) return { state: 'problem', problem: 'unknown-article' };
  const placements = await commercePlacements({ site, canonicalPath: found.canonicalPath, pageTemplate: found.pageTemplate, categories: found.categories, k1: found.targeting.k1, keywords: found.targeting.kmeta });
  const products = compareProductsFromBody(found.body, { canonicalPath: found.canonicalPath, placements });
  const [a, b] = params.ids.map((id) => findCompareProduct(products, id));
  if (!a || !b) return { state: 'problem', problem: 'unknown-product', article };
  // Two ids of one product (a card and its carousel copy) are one product, not a comparison.
  if (a === b) return { state: 'problem', problem: 'duplicate', article };
  return { state: 'ok', article, products: [a, b] };
}
