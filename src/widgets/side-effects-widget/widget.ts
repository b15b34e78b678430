import { defineWidget } from '../define';
import { sideEffectsWidgetSchema } from './schema';

export const widget = defineWidget({
  format: 'side-effects-widget',
  schema: sideEffectsWidgetSchema,
  load: () => import('./SideEffectsWidget').then((m) => m.SideEffectsWidget),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
