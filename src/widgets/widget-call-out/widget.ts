import { defineWidget } from '../define';
import { widgetCallOutSchema } from './schema';

export const widget = defineWidget({
  format: 'widget-call-out',
  label: 'Call-out box',
  summary: 'Up to four boxes of article links with short text, such as more from a content series.',
  schema: widgetCallOutSchema,
  load: () => import('./WidgetCallOut').then((m) => m.WidgetCallOut),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) =>
    data.items.flatMap((item) => [
      ...(item.isContentSeries ? [item.contentSeries?.title, item.contentSeries?.single_author] : []),
      item.optionalWhisper,
      item.headerTitle,
      ...item.list.flatMap((entry) => [entry.title, entry.text]),
      item.content,
    ]),
  rowRole: 'callout',
  leaves: () => import('./leaves'),
  // Spec (article blocks 3): "faq, widget-call-out and treatment-comparison get an ad slot after them."
  adSlotAfter: true,
});
