import { defineWidget } from '../define';
import { manualDriverPlacementSchema } from './schema';

export const widget = defineWidget({
  format: 'manual-driver-placement',
  label: 'Campaign placement',
  summary: 'Marks where a matching marketing campaign appears in the article; nothing shows when none matches.',
  schema: manualDriverPlacementSchema,
  load: () => import('./ManualDriverPlacement').then((m) => m.ManualDriverPlacement),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
