import { defineWidget } from '../define';
import { manualDriverPlacementSchema } from './schema';

export const widget = defineWidget({
  format: 'manual-driver-placement',
  schema: manualDriverPlacementSchema,
  load: () => import('./ManualDriverPlacement').then((m) => m.ManualDriverPlacement),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
