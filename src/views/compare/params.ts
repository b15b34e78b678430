import { z } from 'zod';
import { canonicalPathField } from '@/content/fields';
import { maxCompareProducts } from '@/widgets/kits/compare/reducer';

/** Same rule as a product card's id (src/widgets/product-card/schema.ts). */
const productIdField = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);
/** Two ids of at most 80 characters and the comma; anything longer is not a compare link. */
const maxProductsLength = maxCompareProducts * 80 + (maxCompareProducts - 1);

export type CompareParamsProblem =
  /** article or products is absent (or repeated). */
  | 'missing'
  /** a value too long, or not a canonical path / product id. */
  | 'malformed'
  /** not exactly 2 ids. */
  | 'count'
  /** the same id twice. */
  | 'duplicate';

export type CompareParams =
  | { state: 'ok'; article: string; ids: [string, string] }
  /** article is kept when it alone is valid, so the message can link back to it. */
  | { state: 'invalid'; problem: CompareParamsProblem; article?: string };

type SearchParams = Record<string, string | string[] | undefined>;

const articleParam = canonicalPathField;
const productsParam = z
  .string()
  .max(maxProductsLength)
  .transform((v) => v.split(','));

/** Parses /compare's query. A repeated parameter counts as missing: a shared link has each once. */
export function parseCompareParams(params: SearchParams): CompareParams {
  const rawArticle = params.article;
  const rawProducts = params.products;
  const articleResult = typeof rawArticle === 'string' ? articleParam.safeParse(rawArticle) : null;
  const article = articleResult?.success ? articleResult.data : undefined;
  const withArticle = article ? { article } : {};

  if (typeof rawArticle !== 'string' || typeof rawProducts !== 'string' || rawProducts === '') {
    return { state: 'invalid', problem: 'missing', ...withArticle };
  }
  if (!article) return { state: 'invalid', problem: 'malformed' };
  const products = productsParam.safeParse(rawProducts);
  if (!products.success) return { state: 'invalid', problem: 'malformed', article };
  const ids = products.data;
  if (!ids.every((id) => productIdField.safeParse(id).success)) return { state: 'invalid', problem: 'malformed', article };
  if (ids.length !== maxCompareProducts) return { state: 'invalid', problem: 'count', article };
  const [first, second] = ids as [string, string];
  if (first === second) return { state: 'invalid', problem: 'duplicate', article };
  return { state: 'ok', article, ids: [first, second] };
}
