import { defineWidget } from '../define';
import { sideEffectsWidgetSchema } from './schema';
import { sideEffectsSearchText } from '@/widgets/kits/side-effects/search-text';

export const widget = defineWidget({
  format: 'side-effects-widget',
  label: 'Side effects explorer',
  summary: "A drug's mild and severe side effects in two tabs, each effect opening to its prevalence and details.",
  schema: sideEffectsWidgetSchema,
  load: () => import('./SideEffectsWidget').then((m) => m.SideEffectsWidget),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: sideEffectsSearchText,
  leaves: () => import('./leaves'),
});
