/**
 * When a failed delivery is tried again (issue 29). A message is tried at most `maxAttempts` times,
 * waiting 30 s, 1, 2, 4, 8, 16 and 30 min between tries (about an hour in all); an error the
 * provider calls permanent (an SMTP 5xx, a Twilio 4xx) ends it at once.
 */
export const maxAttempts = 8;
/** A sender holds a message this long; if its process dies meanwhile, another sender takes it over. */
export const leaseSeconds = 60;
const firstDelaySeconds = 30;
const longestDelaySeconds = 30 * 60;

/** Seconds to wait after the `attempts`-th failed try (1-based). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(firstDelaySeconds * 2 ** Math.max(0, attempts - 1), longestDelaySeconds);
}

/** Thrown by a channel when trying again cannot help (the provider refused the message itself). */
export class PermanentDeliveryError extends Error {}

export type AttemptOutcome = { status: 'failed' } | { status: 'pending'; nextAttemptAt: string };

/** What follows a failed try: another one later, or the end. */
export function afterFailure(attempts: number, permanent: boolean, now: Date): AttemptOutcome {
  if (permanent || attempts >= maxAttempts) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000).toISOString() };
}
