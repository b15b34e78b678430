import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';

const dimension = z.number().int().min(1).max(10_000);

/** One image of a gallery or slideshow: its file, its words and its size (which reserves its space). */
export const galleryImageFields = {
  src: imageSrcField.describe('The image: a site path (/images/…) or an https URL.'),
  alt: plainText(300).optional().describe('What the image shows, for readers who cannot see it; "preview" in a gallery and "carousel item {n}" in a slideshow when absent.'),
  caption: plainText(500).optional().describe('Caption shown under the image.'),
  credit: plainText(200).optional().describe('Who made or owns the image, shown after the caption.'),
  width: dimension.describe('The image file\'s width in px; with height it reserves the image\'s space before it loads.'),
  height: dimension.describe('The image file\'s height in px.'),
};

export const galleryImageSchema = z.strictObject(galleryImageFields);
export type GalleryImage = z.output<typeof galleryImageSchema>;

export const imageGallerySchema = z
  .strictObject({
    widgetFormat: z.literal('image-gallery'),
    title: plainText(200).optional().describe('Heading above the gallery; also names the larger view.'),
    images: z.array(galleryImageSchema).max(60).default([]),
  })
  .describe('A grid of thumbnails; each opens a larger view with its caption, Previous and Next. Renders nothing without images.');
