import { defineWidget } from '../define';
import { checklistLpSchema } from './schema';

export const widget = defineWidget({
  format: 'checklist-lp',
  label: 'Checklist',
  summary: 'A heading and a list of items with check marks, for landing pages; the items can fade in one by one.',
  schema: checklistLpSchema,
  load: () => import('./ChecklistLp').then((m) => m.ChecklistLp),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.header, ...data.items],
  leaves: () => import('./leaves'),
});
