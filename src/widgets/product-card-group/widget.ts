import { defineWidget } from '../define';
import { showsDecisionArticleList } from './rules';
import { productCardGroupSchema } from './schema';
import { productCardSearchText } from '@/widgets/kits/commerce/search-text';

export const widget = defineWidget({
  format: 'product-card-group',
  label: 'Product card group',
  summary: 'Several product cards together, as a list or as a scrolling carousel.',
  schema: productCardGroupSchema,
  load: () => import('./ProductCardGroup').then((m) => m.ProductCardGroup),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.products.flatMap(productCardSearchText)],
  // A decision-article list its page does not show offers nothing to compare either.
  page: { compareCards: (data, page) => (data.variant === 'decision-article-list' && page && !showsDecisionArticleList(page.canonicalPath, page.placements, data.preampAssetName) ? [] : data.products) },
});
