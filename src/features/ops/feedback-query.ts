import { z } from 'zod';
import { SITE_IDS } from '@/sites';

/**
 * /ops/feedback's query string: `?days=7|30|90|365&site=all|healthline|psy`. Anything else (a bad
 * value, a repeated key) falls back to the default: the last 30 days, all sites. Votes and survey
 * answers are kept 365 days by default (FEEDBACK_RETENTION_DAYS, SURVEY_RETENTION_DAYS).
 */
const single = (value: unknown) => (Array.isArray(value) ? undefined : value);

export const feedbackPageQuerySchema = z.object({
  days: z.preprocess(single, z.enum(['7', '30', '90', '365']).catch('30').default('30').transform(Number)),
  site: z.preprocess(single, z.enum(['all', ...SITE_IDS]).catch('all').default('all')),
});

export type FeedbackPageQuery = z.infer<typeof feedbackPageQuerySchema>;
