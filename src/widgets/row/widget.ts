import { defineWidget } from '../define';
import { rowSchema } from './schema';

export const widget = defineWidget({
  format: 'row',
  label: 'Row',
  summary: 'Lays out blocks in one full-width column or in two columns side by side.',
  schema: rowSchema,
  load: () => import('./Row').then((m) => m.Row),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // Spec: "children in positions 0 and 2"; position 1 is the editor's gap and is never rendered.
  slots: () => [
    ['children', 0],
    ['children', 2],
  ],
});
