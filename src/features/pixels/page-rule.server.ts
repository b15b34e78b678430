import 'server-only';
import { pixelAllowedOn } from '@/features/analytics/pixel/rule';
import type { SiteId } from '@/lib/env';

/**
 * Whether a third-party pixel may load on this page at all, from the article's template and
 * categories (the Meta pixel's rule, src/features/analytics/pixel/rule.ts: never on a
 * health-condition page). Decided per page, never per reader, so the page stays cacheable; the
 * reader's consent is asked in the browser after load (ConsentPixel). A path that is no article
 * (a widget review page) or content that cannot be read counts as not allowed.
 */
export async function pixelAllowedForPage(site: SiteId, canonicalPath: string): Promise<boolean> {
  const { getArticle, getCategories } = await import('@/content/queries.server');
  const article = await getArticle(site, canonicalPath).catch(() => null);
  if (!article) return false;
  const categories = await getCategories(site).catch(() => null);
  return categories ? pixelAllowedOn(article, categories) : false;
}
