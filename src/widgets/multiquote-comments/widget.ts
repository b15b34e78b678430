import { defineWidget } from '../define';
import { multiquoteCommentsSchema } from './schema';

export const widget = defineWidget({
  format: 'multiquote-comments',
  schema: multiquoteCommentsSchema,
  load: () => import('./MultiquoteComments').then((m) => m.MultiquoteComments),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
