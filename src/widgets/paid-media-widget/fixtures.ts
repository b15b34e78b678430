import type { z } from 'zod';
import type { paidMediaWidgetSchema } from './schema';

const items = [
  {
    imgSrc: '/products/quietnest-side-sleeper-pillow.svg',
    imageAlt: 'Quietnest side-sleeper pillow',
    ctaUrl: 'https://shop.example.com/quietnest/side-sleeper',
    ctaLabel: 'Shop Quietnest',
    affiliateName: 'Quietnest',
    title: 'Side-sleeper pillow',
  },
  {
    imgSrc: '/products/hushbox-white-noise-machine.svg',
    imageAlt: 'Hushbox white noise machine',
    ctaUrl: 'https://www.amazon.com/Hushbox-White-Noise/dp/B0HUSHBOX1',
    affiliateName: 'Amazon',
    title: 'Hushbox white noise machine',
  },
  {
    imgSrc: '/products/lullwave-cooling-mattress-topper.svg',
    imageAlt: 'Lullwave cooling mattress topper',
    ctaUrl: 'https://click.linksynergy.com/deeplink?id=wellread|=123&murl=https%3A%2F%2Fshop.example.com%2Flullwave',
    ctaLabel: 'See the $1299 bundle',
    affiliateName: 'Lullwave',
    title: 'Cooling mattress topper',
  },
];

export const fixtures = {
  default: { widgetFormat: 'paid-media-widget', items },
  twoItems: { widgetFormat: 'paid-media-widget', items: items.slice(0, 2) },
  oneItem: { widgetFormat: 'paid-media-widget', items: [items[0]!] },
  incompleteItems: {
    widgetFormat: 'paid-media-widget',
    items: [items[0]!, { ...items[1]!, imgSrc: undefined }, { ...items[2]!, ctaUrl: undefined }],
  },
  missingOptional: {
    widgetFormat: 'paid-media-widget',
    items: [{ imgSrc: '/products/calmjar-magnesium-evening-gummies.svg', ctaUrl: 'https://shop.example.com/calmjar' }],
  },
  longText: {
    widgetFormat: 'paid-media-widget',
    items: items.map((item) => ({
      ...item,
      title: `${item.title} with an unusually long product name that wraps over several lines in a narrow column`,
    })),
  },
  empty: { widgetFormat: 'paid-media-widget', items: [] },
} satisfies Record<string, z.input<typeof paidMediaWidgetSchema>>;
