import type { CommercePlacements } from '@/features/drivers/commerce-placements';
import type { ProductCardFieldsData } from '@/widgets/kits/commerce/card-fields';

/** One product card as the compare tool reads it: the product card fields (spec: Compare product card). */
export type CompareCard = ProductCardFieldsData;

/** The page a body is shown on: product cards follow its page rules. */
export interface ComparePage {
  canonicalPath: string;
  placements: CommercePlacements;
}
