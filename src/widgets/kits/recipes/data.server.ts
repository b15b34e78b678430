import 'server-only';
import { pixelAllowedForPage } from '@/features/pixels/page-rule.server';
import { siteOrigin } from '@/lib/site-origin';
import type { WidgetContext } from '@/widgets/define';
import { nutrientsSchema } from './nutrition';
import type { RecipePageData } from './page-data';

function siblingNode(body: readonly unknown[], format: string): Record<string, unknown> | undefined {
  const node = body.find((n) => typeof n === 'object' && n !== null && (n as { widgetFormat?: unknown }).widgetFormat === format);
  return node as Record<string, unknown> | undefined;
}

export async function loadRecipePage(context: Pick<WidgetContext, 'site' | 'canonicalPath'>): Promise<RecipePageData> {
  const origin = siteOrigin(context.site);
  const { getArticle } = await import('@/content/queries.server');
  const article = await getArticle(context.site, context.canonicalPath).catch(() => null);
  if (!article) return { origin, pixelAllowed: false };
  const pixelAllowed = await pixelAllowedForPage(context.site, context.canonicalPath);

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
