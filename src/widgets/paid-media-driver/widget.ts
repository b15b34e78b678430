import { defineWidget } from '../define';
import { paidMediaDriverSchema } from './schema';

export const widget = defineWidget({
  format: 'paid-media-driver',
  schema: paidMediaDriverSchema,
  load: () => import('./PaidMediaDriver').then((m) => m.PaidMediaDriver),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  rowRole: 'paid-media',
});
