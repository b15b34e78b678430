import type { z } from 'zod';
import type { comparisonChartSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'comparison-chart',
    title: 'Electrolyte powders compared',
    description: '<p>Per single-serving stick, as listed on each label. Demo products with invented names.</p>',
    criteria: [
      { key: 'sodium', label: 'Sodium', type: 'number', unit: 'mg', max: 1000 },
      { key: 'sugar', label: 'Added sugar', type: 'number', unit: 'g' },
      { key: 'sugarFree', label: 'Sugar free', type: 'boolean' },
      { key: 'thirdParty', label: 'Third-party tested', type: 'boolean' },
      { key: 'rating', label: 'Our rating', type: 'rating' },
      { key: 'flavors', label: 'Flavors', type: 'text' },
    ],
    items: [
      {
        name: 'Tidewell Hydrate Mix',
        brand: 'Tidewell',
        variantId: 'tidewell-hydrate-citrus',
        imgSrc: '/products/tidewell-hydrate-mix.svg',
        values: { sodium: 500, sugar: 0, sugarFree: true, thirdParty: true, rating: 4.6, flavors: 'Citrus, berry, unflavored' },
        ctaText: '$24.99 FROM Shop Example',
        ctaUrl: 'https://shop.example.com/tidewell-hydrate',
      },
      {
        name: 'Brightfield Electro Sticks',
        brand: 'Brightfield',
        variantId: 'brightfield-electro-lemon',
        imgSrc: '/products/brightfield-electro-sticks.svg',
        values: { sodium: 250, sugar: 5, sugarFree: false, thirdParty: true, rating: 4.1, flavors: 'Lemon, watermelon' },
        ctaUrl: 'https://www.amazon.com/dp/B0DEMO0002',
      },
      {
        name: 'Larkspur Daily Salts',
        brand: 'Larkspur',
        imgSrc: '/products/larkspur-daily-salts.svg',
        values: { sodium: 1000, sugar: 1, sugarFree: false, thirdParty: false, rating: 3.8, flavors: 'Unflavored' },
        ctaText: 'Learn More',
        ctaUrl: 'https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example.com%2Flarkspur',
      },
    ],
    footnote: '<p>Figures checked against the makers\u2019 labels in 2026. Ratings are our editors\u2019 demo scores out of 5.</p>',
  },
  booleansOnly: {
    widgetFormat: 'comparison-chart',
    title: 'What each sleep aid offers',
    criteria: [
      { key: 'dimmable', label: 'Dimmable light', type: 'boolean' },
      { key: 'sound', label: 'White noise', type: 'boolean' },
      { key: 'app', label: 'Works without an app', type: 'boolean' },
    ],
    items: [
      { name: 'Nocturne Lamp', values: { dimmable: true, sound: false, app: true } },
      { name: 'Hushwave Speaker', values: { dimmable: false, sound: true, app: true } },
    ],
  },
  missingValuesNoTitle: {
    widgetFormat: 'comparison-chart',
    criteria: [
      { key: 'protein', label: 'Protein per serving', type: 'number', unit: 'g' },
      { key: 'vegan', label: 'Vegan', type: 'boolean' },
      { key: 'notes', label: 'Notes', type: 'text' },
    ],
    items: [
      { name: 'Oat drink', values: { protein: 1, vegan: true } },
      { name: 'Soy drink', values: { protein: 7, notes: 'Choose one with added calcium' } },
      { name: 'Dairy milk', values: {} },
    ],
  },
  ratingsAndLongText: {
    widgetFormat: 'comparison-chart',
    title:
      'How the most popular home blood pressure monitors in our long-term demo test compare on accuracy, comfort, ease of use and value for money over six months of daily readings',
    criteria: [
      { key: 'accuracy', label: 'Accuracy against a clinic reading taken by a nurse on the same morning', type: 'rating' },
      { key: 'comfort', label: 'Comfort', type: 'rating' },
      { key: 'summary', label: 'In short', type: 'text' },
    ],
    items: Array.from({ length: 6 }, (_, i) => ({
      name: `Demo monitor ${i + 1} with an unusually long product name for layout testing`,
      brand: 'Quietbeat',
      imgSrc: '/products/quietbeat-blood-pressure-monitor.svg',
      imgAlt: `Demo monitor ${i + 1}`,
      values: {
        accuracy: 3 + (i % 3) * 0.9,
        comfort: 5 - i * 0.5,
        summary: 'A sturdy cuff that fits most upper arms, a clear screen and memory for two users; the case is bulky for travel.',
      },
      ctaUrl: `https://shop.example.com/monitors/${i + 1}`,
    })),
  },
  singleItem: {
    widgetFormat: 'comparison-chart',
    title: 'One option',
    criteria: [{ key: 'price', label: 'Price', type: 'text' }],
    items: [{ name: 'Community walking group', values: { price: 'Free' } }],
  },
} satisfies Record<string, z.input<typeof comparisonChartSchema>>;
