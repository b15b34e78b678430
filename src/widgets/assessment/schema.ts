import { z } from 'zod';
import { htmlField } from '@/content/sanitize';
import { scoredQuizFields } from '@/widgets/kits/quiz/schema';

export const assessmentLayouts = ['inline-full', 'normal'] as const;

export const assessmentSchema = z
  .strictObject({
    widgetFormat: z.literal('assessment'),
    ...scoredQuizFields,
    layout: z
      .enum(assessmentLayouts)
      .default('inline-full')
      .describe('inline-full: every question on the page. normal: one question at a time, with Back and Next.'),
    intro: htmlField().optional().describe('Shown under the title: what the assessment is for and what it is not.'),
  })
  .describe(
    'A self-assessment (for example a depression or anxiety screening) scored like a quiz, all questions at once or one at a time. On the mental-health site a result in the highest band also shows crisis resources.',
  );
