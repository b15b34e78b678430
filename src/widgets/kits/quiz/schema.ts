import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';

/**
 * The quiz entity's fields (spec, article blocks 3, "Quiz"), shared by the `quiz` and `assessment`
 * widgets: title, scoreType, questionType, questions (question or questionTitle, sectionTitle,
 * score), shared answers (label, score, selected), results (maximumScore, summary with title,
 * responses of range low/high, title, text, or scores keyed by category), disclaimerOverride, quizId.
 */

export const scoreTypes = ['simple', 'multi', 'hybrid'] as const;
export type ScoreType = (typeof scoreTypes)[number];

/** A category key: letters, digits, spaces, "-" and "_" (hybrid questions name several in their score). */
export const categoryKeyField = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\w -]+$/, 'must be letters, digits, spaces, "-" or "_"');

const scoreNumber = z.number().int().min(-1000).max(1000);

export const quizQuestionSchema = z
  .strictObject({
    question: plainText(400).optional().describe('The question as the reader sees it.'),
    questionTitle: plainText(400).optional().describe('Used when question is empty (older content names the question text this way).'),
    sectionTitle: plainText(160).optional().describe('A heading shown above this question, starting a new section of the quiz.'),
    score: categoryKeyField
      .optional()
      .describe(
        'multi: the category this question scores toward. hybrid: one or more category keys; the question counts toward every category whose key this contains. Ignored by simple quizzes.',
      ),
    showsCrisisResources: z
      .boolean()
      .optional()
      .describe(
        'Mental-health site: any answer to this question that scores above 0 also shows the crisis resources with the results, whatever the total (e.g. a question about thoughts of self-harm).',
      ),
  })
  .refine((q) => Boolean(q.question || q.questionTitle), { message: 'needs question or questionTitle', path: ['question'] });
export type QuizQuestion = z.output<typeof quizQuestionSchema>;

export const quizAnswerSchema = z.strictObject({
  label: requiredText(200).describe('The answer as the reader sees it.'),
  score: z
    .union([scoreNumber, z.record(categoryKeyField, scoreNumber)])
    .describe('Points for this answer: a number, or (multi and hybrid) points keyed by category.'),
  selected: z
    .boolean()
    .optional()
    .describe('Accepted for older content and ignored: every reader starts with nothing chosen (spec: a quiz starts with no score).'),
});
export type QuizAnswer = z.output<typeof quizAnswerSchema>;

export const quizResponseSchema = z
  .strictObject({
    range: z
      .strictObject({
        low: scoreNumber.describe('Lowest score of this band, inclusive.'),
        high: scoreNumber.optional().describe('Highest score of this band, inclusive. The last band has no upper end: it reads "low+".'),
      })
      .refine((r) => r.high === undefined || r.high >= r.low, { message: 'high must not be below low', path: ['high'] }),
    title: requiredText(160).describe('What a score in this band means, in a few words.'),
    text: htmlField().optional().describe('More about this band: what it means and what to do next.'),
  })
  .describe('A score band; bands match inclusive on both ends (low <= score <= high).');
export type QuizResponse = z.output<typeof quizResponseSchema>;

export const quizBandSetSchema = z.strictObject({
  title: plainText(160).optional().describe('Heading of this result.'),
  maximumScore: scoreNumber.optional().describe('The "out of" number; by default the highest score the answers can add up to.'),
  responses: z.array(quizResponseSchema).max(12).default([]),
});
export type QuizBandSet = z.output<typeof quizBandSetSchema>;

export const quizResultsSchema = z.strictObject({
  maximumScore: scoreNumber.optional().describe('The "out of" number of the total score; by default the sum of each question\'s highest answer score.'),
  summary: quizBandSetSchema.optional().describe('The result for the total score: a title and its bands.'),
  scores: z
    .record(categoryKeyField, quizBandSetSchema)
    .optional()
    .refine((s) => !s || Object.keys(s).length <= 12, 'at most 12 categories')
    .describe('multi and hybrid: a result per category, keyed by category.'),
});
export type QuizResults = z.output<typeof quizResultsSchema>;

export const quizIdField = z
  .string()
  .trim()
  .max(80)
  .regex(/^[\w.:-]*$/, 'must be letters, digits, ".", ":", "-" or "_"')
  .describe('Identifies the quiz in form events (formId).');

/** The scored quiz's fields, for z.strictObject({...}) in each widget's schema. */
export const scoredQuizFields = {
  title: plainText(200).optional().describe('Heading of the quiz.'),
  scoreType: z.enum(scoreTypes).default('simple').describe('simple: one total. multi: a score per category. hybrid: a question may count toward several categories.'),
  questions: z.array(quizQuestionSchema).max(40).default([]),
  answers: z.array(quizAnswerSchema).max(10).default([]).describe('The answers every question offers, in order.'),
  results: quizResultsSchema.default({}),
  disclaimerOverride: plainText(600).optional().describe('Replaces the default screening disclaimer.'),
  quizId: quizIdField.optional(),
};

export type ScoredQuiz = {
  title?: string;
  scoreType: ScoreType;
  questions: QuizQuestion[];
  answers: QuizAnswer[];
  results: QuizResults;
};
