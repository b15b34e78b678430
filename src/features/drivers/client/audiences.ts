import { consentGranted } from '@/features/consent/client';
import { anonymousIdSignatureCookie, existingAnonymousId } from '@/features/analytics/anonymous-id';
import { getCookie } from '@/lib/cookies';
import { readSessionItem, writeSessionItem } from '@/lib/browser-storage';
import { fetchJson } from '@/features/errors/fetch-json';
import { AUDIENCE_NAMES, type AudienceName } from '@/content/campaigns/audience-names';

/**
 * The reader's audiences for the drivers call: `GET /api/cdp/profile/v3?tagularAnonId=…&audiences=…`
 * (spec savings 7), computed on our server from the reader's own first-party events. Only with
 * performance consent and an anonymous id the server has signed (its `hl_anonymous_sig` cookie,
 * which the same-origin call carries and the server checks; decision 013); otherwise none, without
 * asking. Kept in session storage for 30 minutes so a page view costs one call at most.
 */
export const audiencesSessionKey = 'driverAudiences';
export const audiencesMaxAgeMs = 30 * 60 * 1000;

interface Cached {
  id: string;
  at: number;
  audiences: AudienceName[];
}

const isAudience = (value: unknown): value is AudienceName => typeof value === 'string' && (AUDIENCE_NAMES as readonly string[]).includes(value);

export async function readerAudiences(now = Date.now()): Promise<AudienceName[]> {
  if (!consentGranted('performance')) return [];
  const id = existingAnonymousId();
  if (!id || !getCookie(anonymousIdSignatureCookie)) return [];
  try {
    const cached = JSON.parse(readSessionItem(audiencesSessionKey) ?? 'null') as Cached | null;
    if (cached && cached.id === id && now - cached.at < audiencesMaxAgeMs && Array.isArray(cached.audiences)) return cached.audiences.filter(isAudience);
  } catch {
    // A damaged entry is fetched anew.
  }
  try {
    const answer = await fetchJson<{ audiences?: unknown }>('/api/cdp/profile/v3', {
      query: { tagularAnonId: id, audiences: AUDIENCE_NAMES.join(',') },
      credentials: 'same-origin',
    });
    const audiences = Array.isArray(answer.audiences) ? answer.audiences.filter(isAudience) : [];
    writeSessionItem(audiencesSessionKey, JSON.stringify({ id, at: now, audiences } satisfies Cached));
    return audiences;
  } catch {
    // No audiences is a safe answer: campaigns for everyone still show.
    return [];
  }
}
