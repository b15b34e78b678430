import { templateTraits, type PageTemplate } from '@/content/page-templates';

/**
 * Whether a page may load a third-party pixel, decided conservatively (documented in
 * docs/content.md, healthCondition): a pixel sees the page's URL, so pages about a health
 * condition never load one.
 *
 * By the template's thirdPartyPixels trait (src/content/page-templates.ts):
 * - never (transactional drug-price pages, marketing landing pages);
 * - categorised (article, paid-media and editorial-paid-media pages): only when they have at least
 *   one category and every category, and each category's parent, is marked healthCondition: false
 *   (an unknown category counts as a health condition);
 * - uncategorised-ok (static pages: about, policies): unless one of their categories is a health condition.
 *
 * Only article pages ask this rule; home, category, search and newsletter pages never load a pixel.
 */

export interface PixelPage {
  pageTemplate: PageTemplate;
  categories: string[];
}

export interface PixelCategory {
  slug: string;
  parent?: string;
  healthCondition: boolean;
}

function healthCondition(slug: string, bySlug: Map<string, PixelCategory>, depth = 0): boolean {
  const category = bySlug.get(slug);
  if (!category || category.healthCondition || depth > 10) return true;
  return category.parent ? healthCondition(category.parent, bySlug, depth + 1) : false;
}

/**
 * Whether none of these categories, nor any of their parents, is a health condition (an unknown
 * category counts as one). Also decides which pages may feed a reader's audiences
 * (src/features/drivers/audiences).
 */
export function clearOfHealthConditions(slugs: readonly string[], categories: readonly PixelCategory[]): boolean {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  return !slugs.some((slug) => healthCondition(slug, bySlug));
}

export function pixelAllowedOn(page: PixelPage, categories: readonly PixelCategory[]): boolean {
  const pixels = templateTraits(page.pageTemplate).thirdPartyPixels;
  if (pixels === 'never') return false;
  if (!clearOfHealthConditions(page.categories, categories)) return false;
  return pixels === 'uncategorised-ok' || page.categories.length > 0;
}
