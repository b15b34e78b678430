import { z } from 'zod';
import { productCardFields } from '@/widgets/kits/commerce/card-fields';

export const productCardSchema = z
  .strictObject({ widgetFormat: z.literal('product-card'), ...productCardFields })
  .describe('A product in a roundup: image, rating, highlights, pros and cons, review and an affiliate call to action.');

export type ProductCardData = z.output<typeof productCardSchema>;
