import type { z } from 'zod';
import type { productCardGroupSchema } from './schema';

type Fixture = z.input<typeof productCardGroupSchema>;
type Product = Fixture['products'][number];

const images = ['softgels', 'gummies', 'drops', 'spray'].map((form) => `/products/fernhollow-d3-${form}.svg`);

function product(n: number, extra: Partial<Product> = {}): Product {
  return {
    id: `pick-${n}`,
    productTitle: `Demo Pick ${n} Vitamin D3`,
    productBrand: 'Fernhollow',
    variantId: `v${n}`,
    rating: 4 + (n % 9) / 10,
    numberOfRatings: 100 * n,
    imgSrc: images[n % images.length]!,
    imgAlt: `Fernhollow Demo Pick ${n} package`,
    price: `${10 + n}.99`,
    retailer: 'Shop Example',
    ctaUrl: `https://shop.example.com/fernhollow/pick-${n}`,
    ...extra,
  };
}

export const fixtures = {
  default: {
    widgetFormat: 'product-card-group',
    title: 'Our top picks at a glance',
    products: [
      product(1, { superlative: 'Best overall', isBestOverall: true, Pros: ['Small softgels'], Cons: ['Pricey'], highlights: [{ label: 'Dose', value: '1,000 IU' }] }),
      product(2, { superlative: 'Best budget', discount: 'Save 10% with code "PICK10"' }),
      product(3, { isEditorPick: true, productDetails: [{ label: 'Form', value: 'Gummy' }] }),
    ],
  },
  carousel: {
    widgetFormat: 'product-card-group',
    title: 'Compare our picks',
    layout: 'carousel',
    products: [1, 2, 3, 4, 5, 6].map((n) => product(n, n === 2 ? { isFeaturedPartner: true, imgAlt: undefined } : {})),
  },
  carouselUntitled: {
    widgetFormat: 'product-card-group',
    layout: 'carousel',
    products: [product(7, { imgAlt: undefined }), product(8, { imgAlt: undefined })],
  },
  untitledList: {
    widgetFormat: 'product-card-group',
    products: [product(9)],
  },
  decisionArticleList: {
    widgetFormat: 'product-card-group',
    title: 'Treatment options to discuss with a clinician',
    variant: 'decision-article-list',
    preampAssetName: 'ed-decision-list',
    products: [product(10), product(11)],
  },
} satisfies Record<string, Fixture>;
