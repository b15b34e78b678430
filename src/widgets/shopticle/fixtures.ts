import type { z } from 'zod';
import type { shopticleSchema } from './schema';

const specs = [
  { title: 'Fill', text: 'Adjustable shredded memory foam' },
  { title: 'Sleep position', text: 'Side and back' },
  { title: 'Trial', text: '100 nights' },
];

export const fixtures = {
  default: {
    widgetFormat: 'shopticle',
    id: 'quietnest-adjustable',
    name: 'Quietnest Adjustable Pillow',
    brand: 'Quietnest',
    image: { url: '/products/quietnest-adjustable-pillow.svg', alt: 'Quietnest adjustable pillow', width: 600, height: 600 },
    specs,
    summary: '<p>Add or remove fill until the height suits how you sleep. The cover washes at 40 °C.</p>',
    cardType: 'list',
    offers: [
      {
        url: 'https://www.amazon.com/Quietnest-Adjustable-Pillow/dp/B0QNADJUST',
        price: '69.99',
        retailer: { name: 'Amazon' },
        discountAvailable: true,
        discountText: 'Save 10% with code "REST10"',
      },
      { url: 'https://shop.example.com/quietnest', price: '74', retailer: { name: 'Quietnest' } },
    ],
  },
  table: {
    widgetFormat: 'shopticle',
    id: 'lullwave-topper',
    name: 'Lullwave Cooling Topper',
    brand: 'Lullwave',
    image: { url: '/products/lullwave-cooling-mattress-topper.svg', alt: 'Lullwave cooling topper', width: 600, height: 600 },
    specs: [...specs.slice(1), { title: 'Depth', text: '3 inches' }],
    cardType: 'table',
    offers: [{ url: 'https://shop.example.com/lullwave/topper', price: '149', retailer: { name: 'Lullwave' } }],
  },
  linkOverride: {
    widgetFormat: 'shopticle',
    id: 'drift-mask',
    name: 'Drift Contoured Sleep Mask',
    cardType: 'list',
    offers: [{ url: 'https://shop.example.com/drift/mask', retailer: { name: 'Drift' } }],
    linkOverride: 'https://click.linksynergy.com/deeplink?id=wellread|=123&murl=https%3A%2F%2Fshop.example.com%2Fdrift',
  },
  minimal: {
    widgetFormat: 'shopticle',
    id: 'minimal-shopticle',
    name: 'Calmjar Magnesium Gummies',
    offers: [{ url: 'https://shop.example.com/calmjar' }],
  },
  longText: {
    widgetFormat: 'shopticle',
    id: 'long-shopticle',
    name: 'Stillhour Sunrise Alarm Clock with Gradual Light, Twenty Nature Sounds and a Reading Lamp for Light Sleepers',
    brand: 'Stillhour',
    image: { url: '/products/stillhour-sunrise-alarm.svg' },
    specs: Array.from({ length: 8 }, (_, i) => ({ title: `Feature ${i + 1}`, text: 'A long explanation of what this feature does and why our testers liked it.' })),
    summary: `<p>${'The light brightens over 30 minutes before your alarm, which many testers found gentler than a beep. '.repeat(4)}</p><ul><li>Dims to nearly dark</li><li>Two alarms</li></ul>`,
    cardType: 'table',
    offers: [{ url: 'https://shop.example.com/stillhour', price: '$89', retailer: { name: 'Stillhour' }, discountAvailable: true, discountText: 'Take $15 off this week' }],
  },
} satisfies Record<string, z.input<typeof shopticleSchema>>;
