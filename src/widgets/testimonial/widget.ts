import { defineWidget } from '../define';
import { testimonialSchema } from './schema';

export const widget = defineWidget({
  format: 'testimonial',
  label: 'Testimonials',
  summary: 'Quotes in colored speech bubbles beside a picture, under a heading and a subheading.',
  schema: testimonialSchema,
  load: () => import('./Testimonial').then((m) => m.Testimonial),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.header,
    data.subheader,
    ...data.quotes.flatMap((q) => [q.text, q.author, q.imageAlt]),
    data.desktopImage?.alt,
    data.mobileImage?.alt,
  ],
  leaves: () => import('./leaves'),
});
