import { z } from 'zod';
import { trackingUrlField } from '@/features/pixels/tracking-url';

const optionalUrl = z.union([z.literal(''), trackingUrlField]).optional();

export const pixelTrackerSchema = z
  .strictObject({
    widgetFormat: z.literal('pixel-tracker'),
    trackingUrl: optionalUrl.describe("The widget's tracking pixel, an https image address (empty: no pixel)."),
    sponsorTracker: optionalUrl.describe("The sponsor's tracker, used when trackingUrl is empty."),
  })
  .describe(
    'A sponsor\'s 1x1 tracking image. It loads only after the reader accepts advertising cookies and never on health-condition pages, without sending the page address. With no address the hidden element is labelled "no-image-tracking-url-provided".',
  );
