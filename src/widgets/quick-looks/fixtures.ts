import type { z } from 'zod';
import type { quickLooksSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'quick-looks',
    title: 'A quick look at the best sleep products',
    itemLinks: [
      {
        title: 'Lullwave Weighted Blanket',
        superlative: 'Best overall',
        linkTitle: '$129 FROM Lullwave',
        link: 'https://shop.example.com/lullwave/weighted-blanket',
        hashRoute: 'lullwave-blanket',
        variantId: 'lullwave-15lb',
      },
      {
        title: 'Hushbox White Noise Machine',
        superlative: 'Best for light sleepers',
        link: 'https://www.amazon.com/Hushbox-White-Noise/dp/B0HUSHBOX1',
        hashRoute: 'hushbox-machine',
      },
      {
        title: 'Drift Contoured Sleep Mask',
        superlative: 'Best budget pick',
        linkTitle: '$18.00 FROM Drift',
        link: 'https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example.com%2Fdrift',
        hashRoute: 'drift-mask',
      },
    ],
  },
  defaultTitle: {
    widgetFormat: 'quick-looks',
    itemLinks: [{ title: 'Quietnest Adjustable Pillow', superlative: 'Best pillow', hashRoute: 'quietnest-pillow' }],
  },
  linksOnly: {
    widgetFormat: 'quick-looks',
    title: 'Where to buy',
    itemLinks: [
      { title: 'Calmjar Magnesium Gummies', link: 'https://shop.example.com/calmjar' },
      { title: 'Stillhour Sunrise Alarm' },
    ],
  },
  longText: {
    widgetFormat: 'quick-looks',
    title: 'A quick look at every product our testers tried over six weeks of nights, naps and early mornings',
    itemLinks: [
      {
        title: 'Stillhour Sunrise Alarm Clock with Gradual Light, Twenty Nature Sounds, an FM Radio and a Reading Lamp',
        superlative: 'Best for people who wake up before sunrise in winter',
        linkTitle: '$89.99 FROM Stillhour',
        link: 'https://shop.example.com/stillhour',
        hashRoute: 'stillhour-alarm',
      },
    ],
  },
  empty: { widgetFormat: 'quick-looks', itemLinks: [] },
} satisfies Record<string, z.input<typeof quickLooksSchema>>;
