import { onboardingFlagLabel } from '../schema';
import type { InterestOption } from '../interest-taxonomy';
import { acquireToken } from './auth';
import { loadMe } from './me';
import { getInterestTaxonomy, getUserFlags, setUserFlag, updateUserInterests, type UserFlag } from './profile-client';

export type OnboardingState =
  | { show: false; reason: 'anonymous' | 'flag-exists' | 'error'; error?: string }
  | { show: true; rvoId: string; token: string; options: InterestOption[] };

/**
 * Spec 4.4: the onboarding panel shows when the member is authenticated, the flags have been
 * fetched, the taxonomy is loaded, and no onboarding flag exists. A failed call (spec 8: 'User
 * flags fetch failed: {status}', …) clears the flag state and reports the error; no panel then.
 */
export async function onboardingState(site: string): Promise<OnboardingState> {
  const me = await loadMe();
  if (!me.authenticated) return { show: false, reason: 'anonymous' };
  try {
    const { token, rvoId } = await acquireToken();
    const [flags, options] = await Promise.all([getUserFlags(rvoId, token, site), getInterestTaxonomy(rvoId, token, site)]);
    if (flags.some((f: UserFlag) => f.label === onboardingFlagLabel)) return { show: false, reason: 'flag-exists' };
    return { show: true, rvoId, token, options };
  } catch (error) {
    return { show: false, reason: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Accept: the interests are saved (source onboarding), the newsletter choice stored, then the flag becomes accepted. */
export async function acceptOnboarding(
  state: Extract<OnboardingState, { show: true }>,
  site: string,
  choice: { topicIds: string[]; subtopicIds: string[]; jtbdIds: string[]; marketingOptIn: boolean },
): Promise<void> {
  await updateUserInterests(state.rvoId, state.token, { topicIds: choice.topicIds, subtopicIds: choice.subtopicIds, jtbdIds: choice.jtbdIds, source: 'onboarding', site });
  const marketing = await fetch('/api/account/marketing', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ optIn: choice.marketingOptIn }),
  });
  if (!marketing.ok) throw new Error('Your newsletter choice could not be saved. Please try again.');
  await setUserFlag(state.rvoId, state.token, site, 'accepted');
}

export async function skipOnboarding(state: Extract<OnboardingState, { show: true }>, site: string): Promise<void> {
  await setUserFlag(state.rvoId, state.token, site, 'skipped');
}
