import type { z } from 'zod';
import type { paidMediaCardSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'paid-media-card',
    id: 'lullwave-weighted-blanket',
    variantId: 'lullwave-15lb',
    imgSrc: '/products/lullwave-weighted-blanket.svg',
    imageAlt: 'Lullwave weighted blanket, folded',
    productTitle: 'Lullwave Weighted Blanket',
    productBrand: 'Lullwave',
    highlights: [
      { label: 'Price', value: '$129' },
      { label: 'Weights', value: '10, 15 and 20 lb' },
      { label: 'Trial', value: '60 nights' },
    ],
    rating: 4.6,
    numberOfRatings: 2841,
    ctaText: 'Shop now at Lullwave, free returns',
    ctaUrl: 'https://shop.example.com/lullwave/weighted-blanket?ref=wellread',
    position: 1,
    discount: 'Save 15% with code "DREAM15"',
  },
  featuredPartner: {
    widgetFormat: 'paid-media-card',
    id: 'quietnest-pillow',
    imgSrc: '/products/quietnest-cooling-pillow.svg',
    productTitle: 'Quietnest Cooling Pillow',
    productBrand: 'Quietnest',
    isFeaturedPartner: true,
    highlights: [
      { label: 'Price', value: '$79' },
      { label: 'Fill', value: 'Shredded foam', tooltip: 'You can add or remove fill to change the height.' },
      { label: 'Cover', value: 'Removable, machine washable' },
      { label: 'COA', value: 'Foam certificate', linkUrl: 'https://shop.example.com/quietnest/certificate' },
    ],
    rating: 4.9,
    numberOfRatings: 512,
    ctaText: 'Get $1299 in bundle savings with the Quietnest sleep set',
    ctaUrl: 'https://www.amazon.com/Quietnest-Cooling-Pillow/dp/B0QNPILLOW',
    position: 2,
    discount: 'Take $20 off your first order plus free shipping on every order over $50',
  },
  minimal: {
    widgetFormat: 'paid-media-card',
    id: 'minimal',
    productTitle: 'Drift Sleep Mask',
    ctaUrl: 'https://shop.example.com/drift/mask',
  },
  longText: {
    widgetFormat: 'paid-media-card',
    id: 'long-text',
    imgSrc: '/products/stillhour-sunrise-alarm.svg',
    productTitle:
      'Stillhour Sunrise Alarm Clock with Gradual Light, Nature Sounds, an FM Radio, Two Alarms and a Reading Lamp for the Bedside Table',
    productBrand: 'Stillhour Home and Sleep Laboratories',
    highlights: Array.from({ length: 8 }, (_, i) => ({ label: `Feature ${i + 1}`, value: 'A long description of what this feature does at night' })),
    rating: 3.7,
    numberOfRatings: 0,
    ctaText: 'Check price',
    ctaUrl: 'https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example.com%2Fstillhour',
  },
} satisfies Record<string, z.input<typeof paidMediaCardSchema>>;
