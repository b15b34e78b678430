import { z } from 'zod';
import { SITE_IDS } from '@/sites';

/** Spec 9: the onboarding flag's label and statuses. */
export const onboardingFlagLabel = 'has_seen_onboarding_panel';
export const flagStatuses = ['accepted', 'skipped'] as const;

/** PUT /{rvoId}/site-flags/{site}: JSON label, status (spec 7). */
export const flagBodySchema = z.strictObject({
  label: z.enum([onboardingFlagLabel]),
  status: z.enum(flagStatuses),
});

const ids = z.array(z.string().regex(/^[a-z0-9-]{1,64}$/)).max(50);

/** PUT /{rvoId}/interests (spec 3, User interests): source defaults to 'onboarding', site to healthline. */
export const interestsBodySchema = z.strictObject({
  topicIds: ids.default([]),
  subtopicIds: ids.default([]),
  jtbdIds: ids.default([]),
  source: z.enum(['onboarding', 'account', 'interest-quiz', 'interest-survey']).default('onboarding'),
  site: z.enum(SITE_IDS).default('healthline'),
});
export type InterestsBody = z.infer<typeof interestsBodySchema>;

export const maxProfileBodyBytes = 8192;

/** A saved article's or followed topic's body. */
export const savedBodySchema = z.strictObject({ path: z.string().regex(/^\/[A-Za-z0-9/_.-]{0,300}$/) });
export const followBodySchema = z.strictObject({ topicId: z.string().regex(/^[a-z0-9-]{1,64}$/), digest: z.boolean().default(false) });
