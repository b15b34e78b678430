import { defineWidget } from '../define';
import { multiquoteCommentsSchema } from './schema';

export const widget = defineWidget({
  format: 'multiquote-comments',
  schema: multiquoteCommentsSchema,
  load: () => import('./MultiquoteComments').then((m) => m.MultiquoteComments),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.header,
    // An edited comment is shown instead of the original, never beside it.
    ...data.comments.flatMap((c) => [c.editedComment || c.comment, c.primaryHealthConcern, typeof c.age === 'string' ? c.age : undefined]),
  ],
});
