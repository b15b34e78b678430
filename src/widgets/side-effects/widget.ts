import { defineWidget } from '../define';
import { sideEffectsSchema } from './schema';
import { sideEffectsSearchText } from '@/widgets/kits/side-effects/search-text';

export const widget = defineWidget({
  format: 'side-effects',
  label: 'Side effects list',
  summary: "A drug's mild and severe side effects as two plain lists, each effect opening to its details.",
  schema: sideEffectsSchema,
  load: () => import('./SideEffects').then((m) => m.SideEffects),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: sideEffectsSearchText,
});
