import type { z } from 'zod';
import type { valuePropCarouselSchema } from './schema';

const prop = (icon: string | null, title: string, text: string) =>
  `<div class="single-card">${icon ? `<img src="/images/carousel/${icon}.svg" alt="" width="64" height="64">` : ''}<h3>${title}</h3><p>${text}</p></div>`;

export const trustMarkup = [
  prop('check', 'Medically reviewed', 'Every article is checked by a doctor, nurse or other clinician before it is published.'),
  prop('book', 'Sources you can read', 'We link to the studies and guidelines we rely on, so you can see the evidence yourself.'),
  prop('people', 'Written for people, not search engines', 'We use plain language and explain medical terms the first time they appear.'),
  prop('heart', 'Updated when the science changes', 'We review articles regularly and say when they were last updated.'),
].join('');

export const fixtures = {
  default: {
    widgetFormat: 'value-prop-carousel',
    title: 'How we make our health information',
    markup: trustMarkup,
  },
  threeInARow: {
    widgetFormat: 'value-prop-carousel',
    title: 'What you get from our newsletter',
    markup: [
      prop('check', 'One email a week', 'A short round-up of new articles, never more than once a week.'),
      prop(null, 'No spam', 'We never sell or share your email address.'),
      prop('heart', 'Easy to leave', 'Every email has a one-click unsubscribe link.'),
    ].join(''),
  },
  sixScroll: {
    widgetFormat: 'value-prop-carousel',
    markup: trustMarkup + prop('check', 'Independent', 'Advertisers never see or approve our articles.') + prop('book', 'Free to read', 'You never need an account to read an article.'),
  },
  malformedNoTitle: {
    widgetFormat: 'value-prop-carousel',
    markup: '<div class="single-card"><p>A value proposition without a title</p></div>',
  },
} satisfies Record<string, z.input<typeof valuePropCarouselSchema>>;
