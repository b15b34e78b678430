import 'server-only';
import { pixelAllowedOn } from '@/features/analytics/pixel/rule';
import type { WidgetDataLoader } from '../define';
import type { pixelTrackerSchema } from './schema';
import { pixelUrl } from './pixel-url';

export interface PixelTrackerLoaded {
  /** The page may load a third-party pixel (not a health-condition page); consent is asked in the browser. */
  allowed: boolean;
}

/**
 * Whether this page may carry the pixel at all, from its article's template and categories (the
 * Meta pixel's rule, src/features/analytics/pixel/rule.ts: never on a health-condition page).
 * Decided per page, never per reader, so the page stays cacheable; consent is asked in the browser
 * (ConsentPixel). Outside an article (a review page) it may not. A pixel that may not load renders nothing.
 */
export const loadData: WidgetDataLoader<typeof pixelTrackerSchema, PixelTrackerLoaded> = async (data, _context, page) => {
  if (!pixelUrl(data)) return { allowed: false };
  return page && pixelAllowedOn(page.article, page.categories) ? { allowed: true } : null;
};
