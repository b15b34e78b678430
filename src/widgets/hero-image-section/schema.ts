import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';

const imageSchema = z.strictObject({ path: imageSrcField });

export const heroImageSectionSchema = z
  .strictObject({
    widgetFormat: z.literal('hero-image-section'),
    images: z
      .strictObject({
        desktop: imageSchema.describe('Wide image, shown from 658px (cropped to 8:3).'),
        mobile: imageSchema.optional().describe('Tall image for phones, shown at 393x474 (the desktop image, cropped, when absent).'),
      })
      .describe('The hero images: images.desktop.path and images.mobile.path.'),
    imageAlt: plainText(300).optional().describe('What the image shows; leave empty when it is only decoration.'),
    content: htmlField().optional().describe('Text shown with the image (sanitized editor HTML).'),
    caption: plainText(300).optional().describe('Caption or credit under the image.'),
  })
  .describe('A full-width hero image (a wide desktop image and a 393x474 phone image) with optional text and caption. Static: no JavaScript.');
