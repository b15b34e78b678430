import { defineWidget } from '../define';
import { quizSchema } from './schema';

/** Its interactive leaves are shared with `assessment` and live in src/widgets/kits/quiz/leaves.tsx. */
export const widget = defineWidget({
  format: 'quiz',
  schema: quizSchema,
  load: () => import('./Quiz').then((m) => m.Quiz),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
