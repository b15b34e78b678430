import 'server-only';
import { pixelAllowedForPage } from '@/features/pixels/page-rule.server';
import type { WidgetDataLoader } from '../define';
import type { pixelTrackerSchema } from './schema';
import { pixelUrl } from './pixel-url';

export interface PixelTrackerLoaded {
  /** The page may load a third-party pixel (not a health-condition page); consent is asked in the browser. */
  allowed: boolean;
}

/** Whether this page may carry the pixel at all. A pixel that may not load renders nothing. */
export const loadData: WidgetDataLoader<typeof pixelTrackerSchema> = async (data, context): Promise<PixelTrackerLoaded | null> => {
  if (!pixelUrl(data)) return { allowed: false };
  return (await pixelAllowedForPage(context.site, context.canonicalPath)) ? { allowed: true } : null;
};
