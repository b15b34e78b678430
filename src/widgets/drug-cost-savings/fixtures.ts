import type { z } from 'zod';
import type { drugCostSavingsSchema } from './schema';

/**
 * Content only: the prices, choices and copay driver come from the pricing data set at render time
 * (the widget's `loaded` prop). The slugs are drugs of the demo data set.
 */
export const fixtures = {
  default: {
    widgetFormat: 'drug-cost-savings',
    drugSlug: 'atorvastatin',
  },
  template: {
    widgetFormat: 'drug-cost-savings',
    drugSlug: 'atorvastatin',
    variant: 'template',
  },
  copayWithDriver: {
    widgetFormat: 'drug-cost-savings',
    drugSlug: 'semavance',
    variant: 'copay',
  },
  copayWithoutDriver: {
    widgetFormat: 'drug-cost-savings',
    drugSlug: 'respivair',
    variant: 'copay',
  },
  customTexts: {
    widgetFormat: 'drug-cost-savings',
    drugSlug: 'metformin',
    title: 'What metformin costs at pharmacies near you',
    description: 'Prices change often. Compare them before you fill your prescription, and take a free coupon to the pharmacy.',
    ctaText: 'Get free coupon',
  },
  startingDosage: {
    widgetFormat: 'drug-cost-savings',
    drugSlug: 'lisinopril',
    formulationId: 'F-lisinopril-tablet-20-mg',
    quantity: 90,
    zip: '10001',
  },
  longText: {
    widgetFormat: 'drug-cost-savings',
    drugSlug: 'atorvastatin',
    title: 'A very long heading that keeps going to check how the widget wraps its title next to the advertisement label on narrow screens',
    description:
      'A long description. Discount prices depend on the pharmacy, the dosage and the quantity, and they can change at any time. The coupon is free, is not insurance and has no expiry date. Show it at the pharmacy, print it, or send it to yourself by email or text message before you go.',
    ctaText: 'Get my free RX coupon now',
  },
  withAd: {
    widgetFormat: 'drug-cost-savings',
    drugSlug: 'atorvastatin',
    showAd: true,
  },
} satisfies Record<string, z.input<typeof drugCostSavingsSchema>>;
