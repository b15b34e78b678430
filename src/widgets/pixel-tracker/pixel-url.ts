import { safeTrackingUrl } from '@/features/pixels/tracking-url';

/** The address the pixel loads: the widget's tracking URL, else the sponsor's tracker; null when neither is a usable https URL. */
export function pixelUrl(data: { trackingUrl?: string; sponsorTracker?: string }): string | null {
  return safeTrackingUrl(data.trackingUrl) ?? safeTrackingUrl(data.sponsorTracker);
}
