import type { z } from 'zod';
import type { rowSchema } from './schema';

const text = (html: string) => ({ type: 'html' as const, html });
const image = text(
  '<figure><img src="/images/landing/morning-walk.svg" alt="A person walking in a park in the morning, with trees and a low sun" width="640" height="400"><figcaption>A short walk counts.</figcaption></figure>',
);
const faq = {
  widgetFormat: 'faq',
  title: 'Common questions',
  items: [
    { question: 'How long does it take to form a habit?', answer: '<p>It varies from person to person. Many people find a new routine feels easier after a few weeks of doing it most days.</p>' },
    { question: 'What if I miss a day?', answer: '<p>Missing one day does not undo your progress. Pick up again the next day.</p>' },
  ],
};
const steps = {
  widgetFormat: 'oneTwoThree',
  title: 'Three steps to start',
  steps: [
    { title: 'Pick one habit', text: 'Choose something small, like a 10-minute walk after lunch.' },
    { title: 'Tie it to a routine', text: 'Do it right after something you already do every day.' },
    { title: 'Keep track', text: 'Tick off each day on a calendar so you can see your streak.' },
  ],
};

export const fixtures = {
  default: {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [
      [
        text(
          '<h2>Small steps add up</h2><p>Moving a little more, sleeping a bit longer and drinking water through the day are small changes. Kept up over weeks, they make a real difference to how you feel.</p><p>Read <a href="/heart-health/physical-activity-for-heart-health">how activity helps your heart</a>.</p>',
        ),
      ],
      null,
      [image],
    ],
  },
  fullWidthFaq: {
    widgetFormat: 'row',
    className: 'wp-row-full-width',
    children: [[faq]],
  },
  faqSplit: {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [[faq], [], [text('<h2>Still have questions?</h2><p>Your doctor or pharmacist can help you choose changes that suit your health.</p>')]],
  },
  oneTwoThree: {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [[text('<h2>Getting started</h2><p>You do not need a big plan. One small change, done most days, is a good start.</p>')], null, [steps]],
  },
  callout: {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [
      [text('<h2>Sleep and your health</h2><p>Most adults need 7 or more hours of sleep a night. A regular bedtime helps.</p>')],
      null,
      [
        {
          widgetFormat: 'widget-call-out',
          items: [
            {
              driverType: 'multiArticleText',
              headerTitle: 'Keep reading about sleep',
              list: [
                { title: 'How much sleep do you need?', url: '/sleep/how-much-sleep-do-you-need' },
                { title: 'Habits for better sleep', url: '/sleep/sleep-hygiene-tips' },
              ],
            },
          ],
        },
      ],
    ],
  },
  paidMediaSummary: {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [
      [
        {
          widgetFormat: 'paid-media-card',
          id: 'lullwave-weighted-blanket',
          imgSrc: '/products/lullwave-weighted-blanket.svg',
          imageAlt: 'Lullwave weighted blanket, folded',
          productTitle: 'Lullwave Weighted Blanket',
          productBrand: 'Lullwave',
          ctaText: 'Shop now at Lullwave',
          ctaUrl: 'https://shop.example.com/lullwave/weighted-blanket?ref=wellread',
          position: 1,
        },
      ],
      null,
      [{ widgetFormat: 'summary-block', title: 'Bottom line', text: '<p>A steady routine does more for sleep than any product. A weighted blanket suits many people who like a heavier cover.</p>' }],
    ],
  },
  generalFullWidthBothColumns: {
    widgetFormat: 'row',
    className: 'wp-row-full-width',
    children: [
      [text('<p>In a full-width row, the first column spans the page.</p>')],
      [],
      [text('<p>The second column, if there is one, follows below it.</p>')],
    ],
  },
  gapHoldsSomething: {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [
      [text('<p>The middle entry is the editor’s column gap. Whatever it holds is ignored.</p>')],
      [text('<p>This text sits in the gap and is never shown.</p>')],
      [text('<p>The second column shows as usual.</p>')],
    ],
  },
  oneColumnOnly: {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [[text('<p>A split row whose second column is empty shows this column across the whole width.</p>')]],
  },
  emptyColumns: {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [null, null, []],
  },
} satisfies Record<string, z.input<typeof rowSchema>>;
