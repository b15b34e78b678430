import { defineWidget } from '../define';
import { testimonialSchema } from './schema';

export const widget = defineWidget({
  format: 'testimonial',
  schema: testimonialSchema,
  load: () => import('./Testimonial').then((m) => m.Testimonial),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
