import type { InterestOption } from '../interest-taxonomy';
import { onboardingFlagLabel } from '../schema';

/**
 * The user profile service's calls (spec 7) with the spec's error texts (spec 8). Base path:
 * /api/user-profile (userProfileApiBaseUrl).
 */
export const userProfileApiBaseUrl = '/api/user-profile';

export interface UserFlag {
  label: string;
  status: 'accepted' | 'skipped';
}

export interface UserInterests {
  topicIds: string[];
  subtopicIds: string[];
  jtbdIds: string[];
  source?: string;
  site?: string;
}

export class ProfileError extends Error {}

function check(rvoId: string, token: string): void {
  if (!rvoId) throw new ProfileError('rvoId is required');
  if (!token) throw new ProfileError('Authentication token is required');
}

const auth = (token: string, json = false) => ({ authorization: `Bearer ${token}`, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) });
const base = (rvoId: string) => `${userProfileApiBaseUrl}/${encodeURIComponent(rvoId)}`;

export async function getUserFlags(rvoId: string, token: string, site: string): Promise<UserFlag[]> {
  check(rvoId, token);
  const response = await fetch(`${base(rvoId)}/site-flags/${site}`, { headers: auth(token) });
  if (!response.ok) throw new ProfileError(`User flags fetch failed: ${response.status}`);
  return ((await response.json()) as { flags: UserFlag[] }).flags;
}

export async function setUserFlag(rvoId: string, token: string, site: string, status: UserFlag['status']): Promise<UserFlag> {
  check(rvoId, token);
  const response = await fetch(`${base(rvoId)}/site-flags/${site}`, { method: 'PUT', headers: auth(token, true), body: JSON.stringify({ label: onboardingFlagLabel, status }) });
  if (!response.ok) throw new ProfileError(`User flags set failed: ${response.status}`);
  return (await response.json()) as UserFlag;
}

export async function getInterestTaxonomy(rvoId: string, token: string, site: string): Promise<InterestOption[]> {
  check(rvoId, token);
  const response = await fetch(`${base(rvoId)}/interests/options?site=${site}`, { headers: auth(token) });
  if (!response.ok) throw new ProfileError(`Interest taxonomy fetch failed: ${response.status}`);
  const body = (await response.json().catch(() => null)) as { topics?: unknown } | null;
  if (!body || !Array.isArray(body.topics)) throw new ProfileError('Invalid response format: missing topics array');
  return body.topics as InterestOption[];
}

export async function updateUserInterests(rvoId: string, token: string, interests: UserInterests | null): Promise<UserInterests> {
  check(rvoId, token);
  if (!interests) throw new ProfileError('Interests object is required');
  const response = await fetch(`${base(rvoId)}/interests`, { method: 'PUT', headers: auth(token, true), body: JSON.stringify(interests) });
  if (!response.ok) throw new ProfileError('Update user interests failed');
  return (await response.json()) as UserInterests;
}

export async function getUserInterests(rvoId: string, token: string, site: string): Promise<UserInterests> {
  check(rvoId, token);
  const response = await fetch(`${base(rvoId)}/interests?site=${site}`, { headers: auth(token) });
  if (!response.ok) throw new ProfileError('Get user interests failed');
  return (await response.json()) as UserInterests;
}
