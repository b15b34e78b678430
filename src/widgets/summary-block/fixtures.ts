import type { z } from 'zod';
import type { summaryBlockSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'summary-block',
    title: 'Bottom line',
    text: '<p>A steady routine does more for sleep than any product. If you do want help, a weighted blanket or a white noise machine suits most people, and a contoured mask is an inexpensive first step.</p>',
    products: [
      { name: 'Lullwave Weighted Blanket', url: 'https://shop.example.com/lullwave/weighted-blanket', brand: 'Lullwave' },
      { name: 'Hushbox White Noise Machine', url: 'https://www.amazon.com/Hushbox-White-Noise/dp/B0HUSHBOX1', brand: 'Hushbox' },
    ],
  },
  textOnly: {
    widgetFormat: 'summary-block',
    text: '<p>Most adults need 7 or more hours of sleep a night. Talk with a doctor if poor sleep lasts more than a few weeks.</p>',
  },
  htmlText: {
    widgetFormat: 'summary-block',
    title: 'The short version',
    text: '<ul><li><strong>Best overall:</strong> a weighted blanket</li><li><strong>Best budget pick:</strong> a sleep mask</li></ul><p>Read our <a href="/sleep/sleep-hygiene-tips">sleep hygiene tips</a> and the <a href="https://www.cdc.gov/sleep/" target="_blank">CDC sleep pages</a>.</p>',
  },
  longText: {
    widgetFormat: 'summary-block',
    title: 'Bottom line: what our testers would buy again after six weeks of trying every product in this roundup',
    text: `<p>${'Our testers tried each product for at least two weeks and noted how quickly they fell asleep and how rested they felt. '.repeat(5)}</p>`,
    products: [{ name: 'Stillhour Sunrise Alarm Clock with Gradual Light and Twenty Nature Sounds', url: 'https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example.com%2Fstillhour' }],
  },
} satisfies Record<string, z.input<typeof summaryBlockSchema>>;
