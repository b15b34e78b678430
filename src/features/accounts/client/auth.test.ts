// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireToken, forgetToken, isInteracting, signInHref, signOut, startSignIn } from './auth';
import { setMe } from './me';
import { getInterestTaxonomy, getUserFlags, setUserFlag, updateUserInterests } from './profile-client';
import { saveQuizInterests, saveSurveyInterests } from './interest-answers';

type Route = (body: unknown) => Response;
let routes: Record<string, Route>;
let calls: { method: string; url: string; body: unknown }[];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = { firstName: 'Alex', lastName: 'Morgan', fullName: 'Alex Morgan', email: 'a@example.test', phoneNumber: '', initials: 'AM', hsId: 'hs_1', memberSince: '2026-11-01', rvoId: 'member-1', authProvider: 'google' as const };

beforeEach(() => {
  document.cookie = 'wellread_member=1; path=/';
  document.documentElement.dataset.site = 'healthline';
  setMe({ authenticated: true, user, session: { id: 's1', expiresAt: '2026-12-30' } });
  forgetToken();
  calls = [];
  routes = { 'POST /api/auth/token': () => json({ accessToken: 'token-1', rvoId: 'member-1', expiresOn: new Date(Date.now() + 600_000).toISOString(), provider: 'google' }) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const route = routes[`${method} ${url}`];
      return route ? route(body) : json({ error: { code: 'not_found' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'wellread_member=; path=/; max-age=0';
});

describe('signing in', () => {
  it('builds the login start with the return URL, the prompt, the tab session id and the daily-dose data', () => {
    const href = new URL(signInHref('google', { returnUrl: '/sleep', authPrompt: 'header', dailyDose: { lessonId: 'l1', unitId: 'u1' } }), 'http://localhost');
    expect(href.pathname).toBe('/api/auth/login/google');
    expect(href.searchParams.get('returnUrl')).toBe('/sleep');
    expect(href.searchParams.get('authPrompt')).toBe('header');
    expect(href.searchParams.get('sessionId')).toMatch(/^[\w-]+$/);
    expect(href.searchParams.get('lessonId')).toBe('l1');
    expect(href.searchParams.get('anonymousId')).toBeNull();
  });

  it('sets the interacting flag during the start event', () => {
    const go = vi.fn();
    startSignIn('apple', { returnUrl: '/x' }, go);
    expect(isInteracting()).toBe(true);
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/auth\/login\/apple\?/));
  });
});

describe('silent token acquisition (spec 4.4 and 8)', () => {
  it('gets a token once and reuses it until it nearly expires', async () => {
    expect(await acquireToken()).toEqual({ token: 'token-1', rvoId: 'member-1' });
    expect(await acquireToken()).toEqual({ token: 'token-1', rvoId: 'member-1' });
    expect(calls.filter((c) => c.url === '/api/auth/token')).toHaveLength(1);
  });

  it("says 'No authenticated accounts found' without an account", async () => {
    setMe({ authenticated: false });
    await expect(acquireToken()).rejects.toThrow('No authenticated accounts found');
  });

  it('starts a new login redirect with the member\'s provider when interaction is required', async () => {
    routes['POST /api/auth/token'] = () => json({ error: { code: 'interaction_required' } }, 401);
    const go = vi.fn();
    await expect(acquireToken(go)).rejects.toThrow('Failed to acquire token');
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/auth\/login\/google\?.*authPrompt=renewal/));
  });

  it("says 'Failed to acquire token' on any other failure", async () => {
    routes['POST /api/auth/token'] = () => json({ error: { code: 'x' } }, 503);
    await expect(acquireToken(vi.fn())).rejects.toThrow('Failed to acquire token');
  });
});

describe('sign-out', () => {
  it("says 'No authenticated accounts found to sign out' when the server has no session", async () => {
    routes['POST /api/auth/clear-cookie'] = () => json({ error: { code: 'no_account' } }, 401);
    expect(await signOut()).toEqual({ ok: false, message: 'No authenticated accounts found to sign out' });
  });

  it('ends the session', async () => {
    routes['POST /api/auth/clear-cookie'] = () => new Response(null, { status: 204 });
    expect(await signOut()).toEqual({ ok: true });
  });
});

describe('the profile service client (spec 8 texts)', () => {
  it('reports the status of failed flag calls and the taxonomy shape', async () => {
    await expect(getUserFlags('member-1', 't', 'healthline')).rejects.toThrow('User flags fetch failed: 404');
    await expect(setUserFlag('member-1', 't', 'healthline', 'accepted')).rejects.toThrow('User flags set failed: 404');
    await expect(getInterestTaxonomy('member-1', 't', 'healthline')).rejects.toThrow('Interest taxonomy fetch failed: 404');
    routes['GET /api/user-profile/member-1/interests/options?site=healthline'] = () => json({ options: [] });
    await expect(getInterestTaxonomy('member-1', 't', 'healthline')).rejects.toThrow('Invalid response format: missing topics array');
    await expect(getUserFlags('', 't', 'healthline')).rejects.toThrow('rvoId is required');
    await expect(getUserFlags('member-1', '', 'healthline')).rejects.toThrow('Authentication token is required');
    await expect(updateUserInterests('member-1', 't', null)).rejects.toThrow('Interests object is required');
    await expect(updateUserInterests('member-1', 't', { topicIds: [], subtopicIds: [], jtbdIds: [] })).rejects.toThrow('Update user interests failed');
  });
});

describe('the interest quiz for a member', () => {
  it('adds the quiz topics to the member\'s interests, keeping what was there', async () => {
    routes['GET /api/user-profile/member-1/interests?site=healthline'] = () => json({ topicIds: ['sleep'], subtopicIds: [], jtbdIds: [] });
    routes['PUT /api/user-profile/member-1/interests'] = (body) => json(body);
    expect(await saveQuizInterests(['Nutrition', 'Diabetes 101', 'Community'])).toBe(true);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ topicIds: ['sleep', 'nutrition'], subtopicIds: ['diabetes-101'], jtbdIds: ['find-community'], source: 'interest-quiz', site: 'healthline' });
  });

  it('saves an interest survey\'s answers that are taxonomy ids, and nothing for other surveys', async () => {
    routes['GET /api/user-profile/member-1/interests?site=healthline'] = () => json({ topicIds: [], subtopicIds: [], jtbdIds: [] });
    routes['PUT /api/user-profile/member-1/interests'] = (body) => json(body);
    expect(await saveSurveyInterests(['yes', 'no'])).toBe(false);
    expect(calls).toEqual([]);
    expect(await saveSurveyInterests(['insomnia', 'other'])).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ topicIds: [], subtopicIds: ['insomnia'], jtbdIds: [], source: 'interest-survey', site: 'healthline' });
  });

  it('sends nothing for a reader who is not signed in', async () => {
    document.cookie = 'wellread_member=; path=/; max-age=0';
    expect(await saveQuizInterests(['Nutrition'])).toBe(false);
    expect(calls).toEqual([]);
  });
});
