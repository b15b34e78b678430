import { defineWidget } from '../define';
import { checklistLpSchema } from './schema';

export const widget = defineWidget({
  format: 'checklist-lp',
  schema: checklistLpSchema,
  load: () => import('./ChecklistLp').then((m) => m.ChecklistLp),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.header, ...data.items],
  leaves: () => import('./leaves'),
});
