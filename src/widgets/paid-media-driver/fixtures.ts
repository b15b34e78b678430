import type { z } from 'zod';
import type { paidMediaDriverSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'paid-media-driver',
    id: 'hushbox-driver',
    imgSrc: '/products/hushbox-white-noise-machine.svg',
    mainText: 'Fall asleep to steady, soothing sound',
    subText: 'The Hushbox plays 30 non-looping sounds and switches off on a timer.',
    ctaText: 'See the Hushbox',
    discount: 'Use code "QUIET10" for 10% off',
    position: 1,
    brand: 'Hushbox',
    ctaUrl: 'https://shop.example.com/hushbox?utm_source=wellread',
  },
  longDiscount: {
    widgetFormat: 'paid-media-driver',
    id: 'calmjar-driver',
    imgSrc: '/products/calmjar-magnesium-evening-gummies.svg',
    mainText: 'Magnesium gummies for a calmer evening',
    ctaText: 'Shop now for $1299 in yearly savings',
    discount: 'Subscribe and save $15 off every order, plus a free travel tin',
    brand: 'Calmjar',
    ctaUrl: 'https://www.amazon.com/Calmjar-Magnesium/dp/B0CALMJAR1',
  },
  minimal: {
    widgetFormat: 'paid-media-driver',
    id: 'minimal-driver',
    mainText: 'A better pillow for side sleepers',
    ctaUrl: 'https://shop.example.com/pillow',
  },
  longText: {
    widgetFormat: 'paid-media-driver',
    id: 'long-driver',
    imgSrc: '/products/quietnest-adjustable-pillow.svg',
    mainText:
      'Our testers slept on twelve different pillows over six weeks and this adjustable one came out on top for side sleepers, back sleepers and everyone in between',
    subText: 'A very long line of sub text that goes on to explain the trial period, the returns policy, the materials and the washing instructions in full.',
    brand: 'Quietnest',
    ctaUrl: 'https://shop.example.com/quietnest',
  },
} satisfies Record<string, z.input<typeof paidMediaDriverSchema>>;
