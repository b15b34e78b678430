import { z } from 'zod';
import { surveyCommentMaxLength } from './rules';

export const maxSurveyBodyBytes = 4 * 1024;

/** POST /api/survey. The path is a site path without query or fragment, so no personal data rides along. */
export const surveyAnswerSchema = z
  .object({
    path: z.string().max(500).regex(/^\/[^?#\s]*$/, 'path must be a site path without query or fragment.'),
    score: z.number().int().min(1).max(5),
    comment: z
      .string()
      .trim()
      .max(surveyCommentMaxLength, `comment must be at most ${surveyCommentMaxLength} characters.`)
      .optional()
      .transform((c) => (c ? c : undefined)),
  })
  .strict();

export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
