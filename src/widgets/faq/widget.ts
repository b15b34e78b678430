import { defineWidget } from '../define';
import { faqSchema } from './schema';

export const widget = defineWidget({
  format: 'faq',
  label: 'FAQ',
  summary: 'Questions and answers that readers open one by one, marked up for search engines.',
  schema: faqSchema,
  load: () => import('./Faq').then((m) => m.Faq),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.items.flatMap((item) => [item.question, item.answer])],
  rowRole: 'questions',
  adSlotAfter: true,
});
