import { defineWidget } from '../define';
import { faqSchema } from './schema';

export const widget = defineWidget({
  format: 'faq',
  schema: faqSchema,
  load: () => import('./Faq').then((m) => m.Faq),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  rowRole: 'questions',
  adSlotAfter: true,
});
