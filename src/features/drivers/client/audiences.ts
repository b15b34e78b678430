import { consentGranted } from '@/features/consent/client';
import { existingAnonymousId } from '@/features/analytics/anonymous-id';
import { readSessionItem, writeSessionItem } from '@/lib/browser-storage';
import { fetchJson } from '@/features/errors/fetch-json';
import { AUDIENCE_NAMES, type AudienceName } from '@/content/campaigns/audience-names';

/**
 * The reader's audiences for the drivers call: `GET /api/cdp/profile/v3?tagularAnonId=…&audiences=…`
 * (spec savings 7; no credentials), computed on our server from the reader's own first-party
 * events. Only with performance consent and an existing anonymous id; otherwise none. Kept in
 * session storage for 30 minutes so a page view costs one call at most.
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
  if (!id) return [];
  try {
    const cached = JSON.parse(readSessionItem(audiencesSessionKey) ?? 'null') as Cached | null;
    if (cached && cached.id === id && now - cached.at < audiencesMaxAgeMs && Array.isArray(cached.audiences)) return cached.audiences.filter(isAudience);
  } catch {
    // A damaged entry is fetched anew.
  }
  try {
    const answer = await fetchJson<{ audiences?: unknown }>('/api/cdp/profile/v3', {
      query: { tagularAnonId: id, audiences: AUDIENCE_NAMES.join(',') },
      credentials: 'omit',
    });
    const audiences = Array.isArray(answer.audiences) ? answer.audiences.filter(isAudience) : [];
    writeSessionItem(audiencesSessionKey, JSON.stringify({ id, at: now, audiences } satisfies Cached));
    return audiences;
  } catch {
    // No audiences is a safe answer: campaigns for everyone still show.
    return [];
  }
}
