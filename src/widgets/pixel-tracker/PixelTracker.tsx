import { ConsentPixel } from '@/features/pixels/leaves';
import { noTrackingUrlLabel } from '@/features/pixels/tracking-url';
import styles from '@/features/pixels/Pixel.module.css';
import type { WidgetProps } from '../define';
import type { PixelTrackerLoaded } from './data.server';
import { pixelUrl } from './pixel-url';
import type { pixelTrackerSchema } from './schema';

/**
 * The sponsor's tracking pixel. Without an address: a hidden element labelled
 * "no-image-tracking-url-provided" (spec, article blocks 8) and no JavaScript. With one: the
 * consent-gated image leaf, only where the page allows pixels (loaded.allowed; never on
 * health-condition pages, never on review pages).
 */
export function PixelTracker({ data, loaded }: WidgetProps<typeof pixelTrackerSchema, PixelTrackerLoaded>) {
  const url = pixelUrl(data);
  if (!url) return <span className={styles.missing} hidden aria-label={noTrackingUrlLabel} data-tracking-pixel={noTrackingUrlLabel} />;
  if (!loaded?.allowed) return null;
  return <ConsentPixel src={url} />;
}
