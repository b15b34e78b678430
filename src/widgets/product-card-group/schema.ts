import { z } from 'zod';
import { plainText } from '@/content/fields';
import { productCardFields } from '@/widgets/kits/commerce/card-fields';

export const productCardGroupSchema = z
  .strictObject({
    widgetFormat: z.literal('product-card-group'),
    title: plainText(200).optional().describe('Heading of the group. Carousels on pages listed in productCarouselTitles use that title instead.'),
    layout: z.enum(['list', 'carousel']).default('list').describe('list: full cards one below the other; carousel: a horizontal, scrollable row of short cards.'),
    variant: z
      .enum(['standard', 'decision-article-list'])
      .default('standard')
      .describe('decision-article-list shows only on the erectile-dysfunction page when a preamp asset named preampAssetName is chosen.'),
    preampAssetName: plainText(120).optional().describe('The preamp asset that turns a decision-article-list on.'),
    products: z.array(z.strictObject(productCardFields)).min(1).max(30),
  })
  .describe('Several product cards shown together: a list or a carousel; optionally the decision-article list.');

export type ProductCardGroupData = z.output<typeof productCardGroupSchema>;
