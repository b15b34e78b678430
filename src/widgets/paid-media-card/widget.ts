import { defineWidget } from '../define';
import { paidMediaCardSchema } from './schema';

export const widget = defineWidget({
  format: 'paid-media-card',
  schema: paidMediaCardSchema,
  load: () => import('./PaidMediaCard').then((m) => m.PaidMediaCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  rowRole: 'paid-media',
});
