import type { z } from 'zod';
import type { buttonCtaAffiliateLinkSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'button-cta-affiliate-link',
    ctaText: 'SHOP THE LULLWAVE BLANKET',
    ctaUrl: 'https://shop.example.com/lullwave/weighted-blanket',
    brand: 'Lullwave',
    productName: 'Lullwave Weighted Blanket',
    variantId: 'lullwave-15lb',
    position: 1,
    discount: '15% off with code "DREAM15"',
  },
  amazon: {
    widgetFormat: 'button-cta-affiliate-link',
    // A plausible four-figure price, to show the thousands separator.
    ctaText: '$1299 FROM Amazon',
    ctaUrl: 'https://www.amazon.com/Lullwave-Hybrid-Mattress/dp/B0LULLWAV1',
    brand: 'Lullwave',
  },
  longDiscount: {
    widgetFormat: 'button-cta-affiliate-link',
    ctaText: 'Check price',
    ctaUrl: 'https://click.linksynergy.com/deeplink?id=wellread|=123&murl=https%3A%2F%2Fshop.example.com%2Fdrift',
    brand: 'Drift',
    discount: 'Buy two masks and take $10 off your whole order, this week only',
  },
  emptyText: {
    widgetFormat: 'button-cta-affiliate-link',
    ctaText: '',
    ctaUrl: 'https://shop.example.com/calmjar',
    brand: 'Calmjar',
  },
} satisfies Record<string, z.input<typeof buttonCtaAffiliateLinkSchema>>;
