import 'server-only';
import { pixelAllowedOn } from '@/features/analytics/pixel/rule';
import { siteOrigin } from '@/lib/site-origin';
import type { WidgetContext, WidgetPage } from '@/widgets/define';
import { nutrientsSchema } from './nutrition';
import type { RecipePageData } from './page-data';

function siblingNode(body: readonly unknown[], format: string): Record<string, unknown> | undefined {
  const node = body.find((n) => typeof n === 'object' && n !== null && (n as { widgetFormat?: unknown }).widgetFormat === format);
  return node as Record<string, unknown> | undefined;
}

/** The recipe's page data from the page it renders in (its article and the site's categories); review pages have none. */
export function loadRecipePage(context: Pick<WidgetContext, 'site'>, page: WidgetPage | null): RecipePageData {
  const origin = siteOrigin(context.site);
  if (!page) return { origin, pixelAllowed: false };
  const { article } = page;
  const pixelAllowed = pixelAllowedOn(article, page.categories);

  const bio = siblingNode(article.body, 'recipe-author-bio');
  const bioName = typeof bio?.authorName === 'string' ? bio.authorName.trim() : '';
  const byline = article.authors[0];
  const author = bioName ? { name: bioName } : byline ? { name: byline.name } : undefined;

  const facts = siblingNode(article.body, 'nutrition-facts');
  let nutrition: RecipePageData['nutrition'];
  if (facts) {
    const parsed = nutrientsSchema.partial().safeParse(Object.fromEntries(Object.keys(nutrientsSchema.shape).map((k) => [k, facts[k]])));
    const servingSize = typeof facts.servingSize === 'string' ? facts.servingSize.trim() : '';
    if (parsed.success) nutrition = { ...parsed.data, ...(servingSize ? { servingSize } : {}) };
  }
  return { origin, pixelAllowed, ...(author ? { author } : {}), ...(nutrition ? { nutrition } : {}) };
}
