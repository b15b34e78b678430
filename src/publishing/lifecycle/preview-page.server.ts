import 'server-only';
import { getDb } from '@/db/client.server';
import { getArticlesInCategories, getCategories } from '@/content/queries.server';
import type { PreviewContent } from '@/content/lifecycle/preview-content';
import type { SiteId } from '@/sites';
import { previewContent } from './preview.server';

/** Everything a preview page renders: the content, and the site's categories (and a category's live articles). */
export async function previewPageData(id: string, site: SiteId): Promise<{ content: PreviewContent; categories: Awaited<ReturnType<typeof getCategories>>; articles: Awaited<ReturnType<typeof getArticlesInCategories>> } | null> {
  const content = await previewContent(await getDb(), id, site);
  if (!content) return null;
  const categories = await getCategories(site);
  const articles = content.kind === 'category' ? await getArticlesInCategories(site, [content.document.slug, ...categories.filter((c) => c.parent === content.document.slug).map((c) => c.slug)], 100) : [];
  return { content, categories, articles };
}
