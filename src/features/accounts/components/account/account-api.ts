import type { SessionListing } from '../../answers';

/**
 * The account page's calls to /api/account… and /api/auth/sessions, with the shapes they answer
 * (src/features/accounts/server/account-data.server.ts). Every call answers a result, never
 * throws: a failed call becomes a message the page shows in place.
 */

export type { SessionListing };

export interface SavedArticle {
  path: string;
  /** null when the article has since been removed. */
  title: string | null;
  savedAt: string;
}

export interface FollowedTopic {
  topicId: string;
  name: string;
  digest: boolean;
  followedAt: string;
}

export interface Interests {
  topicIds: string[];
  subtopicIds: string[];
  jtbdIds: string[];
}

export interface SiteAccountData {
  site: string;
  interests: Interests & { source?: string; updatedAt?: string | null };
  savedArticles: SavedArticle[];
  followedTopics: FollowedTopic[];
}

export interface NewsletterSubscription {
  site: string;
  lists: unknown;
  status: string;
  subscribedAt: string;
  confirmedAt: string | null;
}

export interface ConsentRecordSummary {
  consentId: string;
  site: string;
  choice: unknown;
  regime: string;
  gpc: boolean;
  recordedAt: string;
}

export interface AccountData {
  profile: {
    rvoId: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    memberSince: string;
  };
  signInMethods: { provider: string; email: string | null; firstUsed: string; lastUsed: string }[];
  sites: SiteAccountData[];
  newsletterSubscriptions: NewsletterSubscription[];
  consentRecords: ConsentRecordSummary[];
  sessions: SessionListing[];
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; code: string; message: string };

const networkMessage = 'We could not reach Wellread. Check your connection and try again.';

/** One same-origin call: JSON in and out; a 204 answers undefined. */
export async function callApi<T>(url: string, options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: options.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    return { ok: false, status: 0, code: 'network', message: networkMessage };
  }
  if (response.status === 204) return { ok: true, value: undefined as T };
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return { ok: true, value: body as T };
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    ok: false,
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : `status_${response.status}`,
    message: typeof error?.message === 'string' && error.message ? error.message : `The server answered with an error (${response.status}). Please try again.`,
  };
}

/** What the reader types to confirm, and what DELETE /api/account expects. */
export const deletePhrase = 'delete my account';

/** The account download (the export): the same JSON as a file. */
export const downloadHref = '/api/account?download=1';

export const accountApi = {
  account: () => callApi<AccountData>('/api/account'),
  saved: () => callApi<{ saved: SavedArticle[] }>('/api/account/saved'),
  removeSaved: (path: string) => callApi<{ saved: false; path: string }>('/api/account/saved', { method: 'DELETE', body: { path } }),
  follow: (topicId: string, digest: boolean) => callApi<{ follows: FollowedTopic[] }>('/api/account/follows', { method: 'POST', body: { topicId, digest } }),
  unfollow: (topicId: string) => callApi<{ follows: FollowedTopic[] }>('/api/account/follows', { method: 'DELETE', body: { topicId } }),
  revokeSession: (id: string) => callApi<undefined>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  deleteAccount: () => callApi<undefined>('/api/account', { method: 'DELETE', body: { confirm: deletePhrase } }),
};
