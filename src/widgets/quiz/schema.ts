import { z } from 'zod';
import { scoredQuizFields } from '@/widgets/kits/quiz/schema';

export const quizQuestionTypes = ['single', 'interest'] as const;

export const quizSchema = z
  .strictObject({
    widgetFormat: z.literal('quiz'),
    ...scoredQuizFields,
    questionType: z
      .enum(quizQuestionTypes)
      .default('single')
      .describe(
        'single: each question takes one of the shared answers and the quiz is scored. interest: the newsletter interest quiz, the four topics as checkboxes (questions, answers and results are not used).',
      ),
  })
  .describe(
    'A self-scoring quiz: questions sharing one set of answers, scored simple, multi (per category) or hybrid, with score bands. Or, with questionType "interest", the newsletter topics quiz.',
  );
