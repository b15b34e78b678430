import { defineWidget } from '../define';
import { sideEffectsSchema } from './schema';
import { sideEffectsSearchText } from '@/widgets/kits/side-effects/search-text';

export const widget = defineWidget({
  format: 'side-effects',
  schema: sideEffectsSchema,
  load: () => import('./SideEffects').then((m) => m.SideEffects),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: sideEffectsSearchText,
});
