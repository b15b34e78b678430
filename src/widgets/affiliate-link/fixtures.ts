import type { z } from 'zod';
import type { affiliateLinkSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'affiliate-link',
    text: 'Shop the Hushbox white noise machine at Amazon',
    url: 'https://www.amazon.com/Hushbox-White-Noise/dp/B0HUSHBOX1',
    brand: 'Hushbox',
    productName: 'Hushbox White Noise Machine',
  },
  network: {
    widgetFormat: 'affiliate-link',
    text: 'See Drift sleep masks',
    url: 'https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example.com%2Fdrift',
    brand: 'Drift',
  },
  longText: {
    widgetFormat: 'affiliate-link',
    text: 'Read the full specifications, reviews from other buyers, warranty terms and returns policy for the Stillhour sunrise alarm clock on the maker’s own shop',
    url: 'https://shop.example.com/stillhour/specs',
    brand: 'Stillhour',
  },
} satisfies Record<string, z.input<typeof affiliateLinkSchema>>;
