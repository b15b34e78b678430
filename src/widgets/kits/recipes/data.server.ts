import 'server-only';
import { pixelAllowedOn } from '@/features/analytics/pixel/rule';
import { siteOrigin } from '@/lib/site-origin';
import type { WidgetContext, WidgetPage } from '@/widgets/define';
import type { RecipePageData } from './page-data';

/** The recipe's page data from the page it renders in (its article and the site's categories); review pages have none. */
export function loadRecipePage(context: Pick<WidgetContext, 'site'>, page: WidgetPage | null): RecipePageData {
  const origin = siteOrigin(context.site);
  if (!page) return { origin, pixelAllowed: false };
  const { article } = page;
  const pixelAllowed = pixelAllowedOn(article, page.categories);

  // The page's other widgets say who wrote the recipe (an author bio) and its nutrition (a nutrition panel).
  const byline = article.authors[0];
  const author = page.facts('recipeAuthor')[0]?.value ?? (byline ? { name: byline.name } : undefined);
  const nutrition = page.facts('recipeNutrition')[0]?.value;
  return { origin, pixelAllowed, ...(author ? { author } : {}), ...(nutrition ? { nutrition } : {}) };
}
