import { defineWidget } from '../define';
import { quizSchema } from './schema';
import { scoredQuizSearchText } from '@/widgets/kits/quiz/search-text';

/** Its interactive leaves are shared with `assessment` and live in src/widgets/kits/quiz/leaves.tsx. */
export const widget = defineWidget({
  format: 'quiz',
  label: 'Quiz',
  summary: "A self-scoring quiz scored in the reader's browser, or the newsletter topics quiz.",
  schema: quizSchema,
  load: () => import('./Quiz').then((m) => m.Quiz),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // The interest quiz shows its title and the newsletter topics; questions, answers and results are not used.
  searchText: (data) => [data.title, ...(data.questionType === 'interest' ? [] : scoredQuizSearchText(data))],
});
