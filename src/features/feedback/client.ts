import { anonymousIdSignatureCookie, existingAnonymousId } from '@/features/analytics/anonymous-id';
import { consentGranted } from '@/features/consent/client';
import { FetchError, fetchJson } from '@/features/errors/fetch-json';
import { getCookie } from '@/lib/cookies';
import type { FeedbackVote } from './rules';
import type { FeedbackAnswer } from './schema';

/**
 * Whether this browser can have a vote stored under its name: a reader is known only by the signed
 * anonymous id of analytics (performance consent, decision 013). Without it the page asks nothing.
 */
export function mayHaveStoredVote(): boolean {
  return consentGranted('performance') && existingAnonymousId() !== undefined && getCookie(anonymousIdSignatureCookie) !== undefined;
}

/** The reader's own vote on an article (GET /api/feedback). */
export function loadOwnVote(path: string): Promise<FeedbackAnswer> {
  return fetchJson<FeedbackAnswer>('/api/feedback', { query: { path }, credentials: 'same-origin' });
}

export interface VoteRequest {
  path: string;
  vote: FeedbackVote | null;
  reason?: string;
  voteId?: string;
}

/** Sets, replaces or takes back the vote (PUT /api/feedback); rejects with a FetchError. */
export function sendVote(body: VoteRequest): Promise<FeedbackAnswer> {
  return fetchJson<FeedbackAnswer>('/api/feedback', { method: 'PUT', body, credentials: 'same-origin' });
}

type ErrorBody = { error?: { message?: unknown; issues?: { message?: unknown }[] } };

/** What to tell the reader when a vote or reason was not taken: the server's own words for a 400 or 429. */
export function failureMessage(error: unknown): string {
  if (error instanceof FetchError && (error.status === 400 || error.status === 429)) {
    const body = (error.data ?? {}) as ErrorBody;
    const issue = body.error?.issues?.[0]?.message;
    const text = typeof issue === 'string' ? issue : body.error?.message;
    if (typeof text === 'string' && text) return error.status === 400 ? `Not sent: ${text}` : text;
  }
  return 'Your feedback could not be sent. Please try again.';
}
