import type { z } from 'zod';
import type { reviewScoreCardSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'review-score-card',
    variantId: 'hushweave-15',
    productName: 'Hushweave Cooling Weighted Blanket',
    productBrand: 'Hushweave',
    ctaUrl: 'https://www.amazon.com/dp/B0DEMO0001',
    pros: ['Glass beads stay evenly spread', 'Breathable bamboo-blend cover', 'Machine-washable cover'],
    cons: ['Inner blanket is spot-clean only', 'Only two colours'],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.6 },
      { scoreCriteriaName: 'Comfort', scoreCriteriaValue: 4.8 },
      { scoreCriteriaName: 'Cooling', scoreCriteriaValue: 4.5 },
      { scoreCriteriaName: 'Value', scoreCriteriaValue: 4.2 },
    ],
    discount: 'Save 15% with code "CALM15"',
  },
  ratingAsHeadline: {
    widgetFormat: 'review-score-card',
    productName: 'Driftwell Knit Weighted Throw',
    productBrand: 'Driftwell',
    ctaUrl: 'https://shop.example.com/driftwell-knit-throw',
    ctaText: 'SEE PRICE AT SHOP EXAMPLE',
    rating: 4.1,
    pros: ['No filling to shift'],
    cons: [],
    proprietaryReviews: [
      { scoreCriteriaName: 'Comfort', scoreCriteriaValue: 4.4 },
      { scoreCriteriaName: 'Durability', scoreCriteriaValue: 3.7 },
    ],
  },
  defaultScore: {
    widgetFormat: 'review-score-card',
    productName: 'Lullnest Kids Weighted Blanket',
    ctaUrl: 'https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example.com%2Flullnest',
  },
  noProsOrCons: {
    widgetFormat: 'review-score-card',
    productName: 'Quietloom Weighted Blanket',
    productBrand: 'Quietloom',
    ctaUrl: 'https://shop.example.com/quietloom',
    ctaText: '$59.99 FROM Shop Example',
    pros: [],
    cons: [],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 5 },
      { scoreCriteriaName: 'Materials', scoreCriteriaValue: 5 },
      { scoreCriteriaName: 'Ease of care', scoreCriteriaValue: 0 },
    ],
  },
  onlyConsNoCta: {
    widgetFormat: 'review-score-card',
    productName: 'Restmoor Travel Weighted Lap Pad',
    cons: ['Too small to use as a blanket'],
    proprietaryReviews: [{ scoreCriteriaName: 'overall', scoreCriteriaValue: 3.2 }],
    discount: '20% off',
  },
  longText: {
    widgetFormat: 'review-score-card',
    productName:
      'Hushweave Cooling Weighted Blanket with Removable Bamboo-Blend Duvet Cover, Seven-Layer Stitching and Glass Bead Filling, Queen Size, 20 Pounds',
    productBrand: 'Hushweave Home and Sleep Goods Company',
    ctaUrl: 'https://www.amazon.com/dp/B0DEMO0002',
    pros: [
      'The seven-layer quilting keeps the glass beads in small pockets, so the weight stays evenly spread across the body even after a restless night of tossing and turning',
      'Cover zips off',
    ],
    cons: ['At 20 pounds it is heavy to lift onto a high bed, and it may be too heavy for some people to move easily, so check the weight guidance first'],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.3 },
      { scoreCriteriaName: 'How well the weight stays evenly distributed overnight', scoreCriteriaValue: 4.7 },
      { scoreCriteriaName: 'Value', scoreCriteriaValue: 3.9 },
    ],
    discount: 'Use the code "SPRINGSLEEP" at checkout for $40 off any queen or king size blanket, while stocks last',
  },
} satisfies Record<string, z.input<typeof reviewScoreCardSchema>>;
