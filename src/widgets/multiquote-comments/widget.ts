import { defineWidget } from '../define';
import { multiquoteCommentsSchema } from './schema';

export const widget = defineWidget({
  format: 'multiquote-comments',
  label: 'Reader comments',
  summary: "The top reader comments with each reader's age and health concern, and a link to the rest.",
  schema: multiquoteCommentsSchema,
  load: () => import('./MultiquoteComments').then((m) => m.MultiquoteComments),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.header,
    // An edited comment is shown instead of the original, never beside it.
    ...data.comments.flatMap((c) => [c.editedComment || c.comment, c.primaryHealthConcern, typeof c.age === 'string' ? c.age : undefined]),
  ],
});
