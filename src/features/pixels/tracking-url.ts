import { z } from 'zod';

/**
 * A sponsor's or a widget's tracking pixel address (spec, article blocks 7: "an image loaded from a
 * sponsor tracker or widget tracking URL"). Only https: a plain-http image would be blocked as
 * mixed content or leak over the wire, and other schemes (javascript:, data:) are never an image
 * we want. No whitespace or quotes, so the address cannot break out of the attribute.
 */
export const trackingUrlField = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https:\/\/[^\s"'<>\\]+$/, 'must be an https URL')
  .refine((v) => safeTrackingUrl(v) !== null, 'must be an https URL');

/** The address as the browser will request it, or null when it is not a plain https URL with a host. */
export function safeTrackingUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Spec (article blocks 8): "No tracking URL for pixel: element labelled 'no-image-tracking-url-provided'". */
export const noTrackingUrlLabel = 'no-image-tracking-url-provided';
