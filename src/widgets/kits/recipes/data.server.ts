import 'server-only';
import { resolvePerson, type PersonRef } from '@/content/authors';
import { getAuthors } from '@/content/queries.server';
import { pixelAllowedOn } from '@/features/analytics/pixel/rule';
import { siteOrigin } from '@/lib/site-origin';
import type { WidgetContext, WidgetPage } from '@/widgets/define';
import type { RecipePageData } from './page-data';

/** A person reference (an author record's id, or a name as written) as the recipe's JSON-LD names them. */
async function recipeAuthor(site: WidgetContext['site'], ref: PersonRef | undefined): Promise<RecipePageData['author']> {
  if (ref === undefined) return undefined;
  const records = typeof ref === 'string' ? await getAuthors(site, [ref]) : [];
  const person = resolvePerson(ref, new Map(records.map((r) => [r.id, r])));
  return person ? { name: person.name, ...(person.credentials ? { credentials: person.credentials } : {}) } : undefined;
}

/** The recipe's page data from the page it renders in (its article and the site's categories); review pages have none. */
export async function loadRecipePage(context: Pick<WidgetContext, 'site'>, page: WidgetPage | null): Promise<RecipePageData> {
  const origin = siteOrigin(context.site);
  if (!page) return { origin, pixelAllowed: false };
  const { article } = page;
  const pixelAllowed = pixelAllowedOn(article, page.categories);

  // The page's other widgets say who wrote the recipe (an author bio) and its nutrition (a nutrition panel); else the byline's first author.
  const author = await recipeAuthor(context.site, page.facts('recipeAuthor')[0]?.value ?? (article.authors[0] as PersonRef | undefined));
  const nutrition = page.facts('recipeNutrition')[0]?.value;
  return { origin, pixelAllowed, ...(author ? { author } : {}), ...(nutrition ? { nutrition } : {}) };
}
