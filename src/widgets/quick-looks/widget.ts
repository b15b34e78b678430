import { defineWidget } from '../define';
import { quickLooksSchema } from './schema';

export const widget = defineWidget({
  format: 'quick-looks',
  schema: quickLooksSchema,
  load: () => import('./QuickLooks').then((m) => m.QuickLooks),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
