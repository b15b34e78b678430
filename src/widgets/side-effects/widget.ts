import { defineWidget } from '../define';
import { sideEffectsSchema } from './schema';

export const widget = defineWidget({
  format: 'side-effects',
  schema: sideEffectsSchema,
  load: () => import('./SideEffects').then((m) => m.SideEffects),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
