import { defineWidget } from '../define';
import { assessmentSchema } from './schema';
import { scoredQuizSearchText } from '@/widgets/kits/quiz/search-text';

/** Its interactive leaves are shared with `quiz` and live in src/widgets/kits/quiz/leaves.tsx. */
export const widget = defineWidget({
  format: 'assessment',
  label: 'Self-assessment',
  summary: "A screening questionnaire, such as GAD-7, scored in the reader's browser, with result bands and a disclaimer.",
  schema: assessmentSchema,
  load: () => import('./Assessment').then((m) => m.Assessment),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.intro, ...scoredQuizSearchText(data)],
});
