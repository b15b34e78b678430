import { ctaLabel } from '@/widgets/kits/commerce/labels';
import type { ShopticleData } from './schema';

export interface ShopticleCta {
  href: string;
  label: string;
  retailer?: string;
  /** The offer's discount text, when the offer says a discount is available. */
  discountText?: string;
}

/**
 * Spec: the first offer is used; linkOverride, when set, replaces its url. The label follows the
 * product CTA rule: "${price} FROM {retailer}", "SHOP NOW AT {retailer}" or "SHOP NOW".
 */
export function shopticleCta(data: Pick<ShopticleData, 'offers' | 'linkOverride'>): ShopticleCta {
  const [offer] = data.offers;
  if (!offer) throw new Error('a shopticle needs at least one offer');
  const retailer = offer.retailer?.name || undefined;
  return {
    href: data.linkOverride || offer.url,
    label: ctaLabel({ price: offer.price, retailer }),
    retailer,
    discountText: offer.discountAvailable && offer.discountText ? offer.discountText : undefined,
  };
}
