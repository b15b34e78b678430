import { defineWidget } from '../define';
import { pixelTrackerSchema } from './schema';

export const widget = defineWidget({
  format: 'pixel-tracker',
  label: 'Tracking pixel',
  summary: "A sponsor's invisible tracking image, loaded only after the reader accepts advertising cookies.",
  schema: pixelTrackerSchema,
  load: () => import('./PixelTracker').then((m) => m.PixelTracker),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  loadData: () => import('./data.server').then((m) => m.loadData),
});
