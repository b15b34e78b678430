import { defineWidget } from '../define';
import { referencesSchema } from './schema';

export const widget = defineWidget({
  format: 'references',
  schema: referencesSchema,
  load: () => import('./References').then((m) => m.References),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
