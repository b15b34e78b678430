import { z } from 'zod';
import { plainText } from '@/content/fields';
import { galleryImageFields } from '../image-gallery/schema';

export const slideSchema = z.strictObject({
  ...galleryImageFields,
  title: plainText(200).optional().describe('Heading of this slide.'),
  text: plainText(1500).optional().describe('A short paragraph shown under the slide\'s image.'),
});
export type Slide = z.output<typeof slideSchema>;

export const imageSlideshowSchema = z
  .strictObject({
    widgetFormat: z.literal('image-slideshow'),
    title: plainText(200).optional().describe('Heading above the slideshow; also its accessible name.'),
    images: z.array(slideSchema).max(40).default([]),
  })
  .describe('Images shown one at a time with Previous and Next, arrow keys and swipe; each slide can have a title, text, caption and credit. Renders nothing without images.');
