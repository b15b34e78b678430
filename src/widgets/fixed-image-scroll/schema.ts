import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';

export const fixedImageScrollSchema = z
  .strictObject({
    widgetFormat: z.literal('fixed-image-scroll'),
    image: z
      .strictObject({
        src: imageSrcField.describe('The background image.'),
        alt: plainText(300).optional().describe('What the image shows; leave empty when it is only decoration.'),
      })
      .describe('The image that stays in place while the text scrolls over it.'),
    panels: z
      .array(z.strictObject({ content: htmlField().describe('One panel of text (sanitized editor HTML).') }))
      .min(1)
      .max(8)
      .describe('The text panels that scroll over the image, in order.'),
  })
  .describe(
    'A background image that stays fixed while panels of text scroll over it. Each panel sits on a near-opaque backing so the text stays readable. With reduced motion, and on iPhone and iPad, it is a plain image followed by the text. Static: no JavaScript.',
  );
