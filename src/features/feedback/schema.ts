import { z } from 'zod';
import { feedbackReasonMaxLength, feedbackVotes, sanitizeReason } from './rules';

/** The vote's body cap: a 500-character reason written as JSON \u escapes (6 bytes each) still fits, and a much longer one gets its 400. */
export const maxFeedbackBodyBytes = 8 * 1024;

/** A site path without query or fragment, as the survey takes it: no personal data rides along. */
const sitePath = z.string().max(500).regex(/^\/[^?#\s]*$/, 'path must be a site path without query or fragment.');

/**
 * PUT /api/feedback: the reader's vote on one article. `vote` null is none (the vote is taken
 * back). `reason` is the optional free text after Not Helpful, sanitised (rules.ts) before it is
 * measured. `voteId` names the vote this page made earlier, for a reader without an anonymous id
 * (no performance consent): it is how that page changes its own vote and no other.
 */
export const feedbackVoteSchema = z
  .object({
    path: sitePath,
    vote: z.enum(feedbackVotes).nullable(),
    reason: z
      .string()
      .transform(sanitizeReason)
      .pipe(z.string().max(feedbackReasonMaxLength, `reason must be at most ${feedbackReasonMaxLength} characters.`))
      .optional()
      .transform((r) => (r ? r : undefined)),
    voteId: z.uuid().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.reason !== undefined && body.vote !== 'not-helpful') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason is taken only with the vote not-helpful.' });
    }
  });

export type FeedbackVoteBody = z.infer<typeof feedbackVoteSchema>;

/** GET /api/feedback?path=…: the reader's own vote on that article. */
export const feedbackQuerySchema = z.object({ path: sitePath }).strict();

/** The answers: the vote now in force (null: none) and the id of the row that holds it. */
export interface FeedbackAnswer {
  vote: (typeof feedbackVotes)[number] | null;
  voteId: string | null;
}
