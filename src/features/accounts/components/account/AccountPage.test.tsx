// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDialog } from '@tests/support/dialog';
import { forgetToken } from '../../client/auth';
import { loadMe, setMe, type SignedInUser } from '../../client/me';
import type { AccountData } from './account-api';
import { AccountPage } from './AccountPage.client';
import { SavedPage } from './SavedPage.client';

const user: SignedInUser = {
  firstName: 'Ada',
  lastName: 'Reader',
  fullName: 'Ada Reader',
  email: 'ada@example.org',
  phoneNumber: '',
  initials: 'AR',
  hsId: 'hs-1',
  memberSince: '2024-03-04T12:00:00.000Z',
  rvoId: 'member-1',
  authProvider: 'google',
};

function account(): AccountData {
  return {
    profile: { rvoId: 'member-1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Reader', memberSince: '2024-03-04T12:00:00.000Z' },
    signInMethods: [{ provider: 'google', email: 'ada@example.org', firstUsed: '2024-03-04T12:00:00.000Z', lastUsed: '2025-01-02T12:00:00.000Z' }],
    sites: [
      {
        site: 'healthline',
        interests: { topicIds: ['sleep'], subtopicIds: [], jtbdIds: ['compare-treatments'] },
        savedArticles: [
          { path: '/sleep-better', title: 'How to sleep better', savedAt: '2025-01-02T12:00:00.000Z' },
          { path: '/gone-article', title: null, savedAt: '2025-01-01T12:00:00.000Z' },
        ],
        followedTopics: [{ topicId: 'heart-health', name: 'Heart health', digest: true, followedAt: '2025-01-01T12:00:00.000Z' }],
      },
      { site: 'psy', interests: { topicIds: ['anxiety'], subtopicIds: [], jtbdIds: [] }, savedArticles: [], followedTopics: [] },
    ],
    newsletterSubscriptions: [{ site: 'healthline', lists: ['wellness-wire'], status: 'active', subscribedAt: '2024-05-06T12:00:00.000Z', confirmedAt: '2024-05-06T12:05:00.000Z' }],
    consentRecords: [
      {
        consentId: '0b0c5b1e-93c4-4b8a-9a55-0d6f6f3b1a11',
        site: 'healthline',
        choice: { publisherCustomConsents: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false } },
        regime: 'gdpr',
        gpc: false,
        recordedAt: '2024-06-07T12:00:00.000Z',
      },
    ],
    sessions: [
      { id: 'current12345', site: 'healthline', provider: 'google', device: 'Chrome on macOS', place: 'DE', signedInAt: '2025-01-01T12:00:00.000Z', lastSeenAt: '2025-01-02T12:00:00.000Z', current: true },
      { id: 'other1234567', site: 'psy', provider: 'google', device: 'Firefox on Windows', place: 'unknown', signedInAt: '2024-12-01T12:00:00.000Z', lastSeenAt: '2024-12-02T12:00:00.000Z', current: false },
    ],
  };
}

type Handler = (body: unknown) => Response;
let routes: Record<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn>;

const json = (body: unknown, status = 200) => Response.json(body, { status });
const apiError = (status: number, code: string, message: string) => json({ error: { code, message, issues: [] } }, status);

/** The calls made, as "METHOD url" with the JSON body sent. */
const calls = () =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).map(([url, init]) => ({
    call: `${init?.method ?? 'GET'} ${url}`,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    contentType: (init?.headers as Record<string, string> | undefined)?.['content-type'],
  }));

function signIn() {
  document.cookie = 'wellread_member=1; path=/';
  setMe({ authenticated: true, user, session: { id: 'current12345', expiresAt: '2030-01-01T00:00:00.000Z' } });
}

function signOutBrowser() {
  document.cookie = 'wellread_member=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  setMe({ authenticated: false });
}

beforeEach(() => {
  stubDialog();
  forgetToken();
  routes = { 'GET /api/account': () => json(account()) };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!handler) return apiError(404, 'not_found', `No route for ${url}`);
    return handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutBrowser();
});

async function renderSignedIn() {
  signIn();
  render(<AccountPage site="healthline" />);
  await screen.findByRole('heading', { level: 2, name: 'Profile' });
}

function expectSignInLink(name: string, provider: string, returnUrl: string, authPrompt: string) {
  const href = screen.getByRole('link', { name }).getAttribute('href') ?? '';
  const [path, query] = href.split('?');
  expect(path).toBe(`/api/auth/login/${provider}`);
  const params = new URLSearchParams(query);
  expect(params.get('returnUrl')).toBe(returnUrl);
  expect(params.get('authPrompt')).toBe(authPrompt);
}

describe('AccountPage', () => {
  it('shows what an account gives and both sign-in links to a reader who is not signed in, without asking for the account', async () => {
    signOutBrowser();
    render(<AccountPage site="healthline" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    await screen.findByRole('link', { name: 'Continue with Apple' });
    expect(screen.getByText(/We never share your interests or your email address with anyone\./)).toBeTruthy();
    expectSignInLink('Continue with Apple', 'apple', '/account', 'account');
    expectSignInLink('Continue with Google', 'google', '/account', 'account');
    // Only the list of providers offered, never the account.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/providers']);
  });

  it('renders every section of a member’s account from GET /api/account', async () => {
    await renderSignedIn();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Profile', 'Your interests', 'Saved articles', 'Topics you follow', 'Newsletters', 'Privacy choices', 'Where you’re signed in', 'Your data']);
    expect(calls()[0]).toMatchObject({ call: 'GET /api/account' });
    // The digest mail links to #follows and "For you" to #interests.
    expect(screen.getByRole('region', { name: 'Your interests' }).id).toBe('interests');
    expect(screen.getByRole('region', { name: 'Topics you follow' }).id).toBe('follows');

    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('Profile').getByText('Ada Reader')).toBeTruthy();
    expect(section('Profile').getByText('ada@example.org')).toBeTruthy();
    expect(section('Profile').getByText('Google')).toBeTruthy();
    expect(section('Profile').getByText('March 4, 2024')).toBeTruthy();
    expect(section('Profile').getByRole('button', { name: 'Sign out' })).toBeTruthy();

    const interests = section('Your interests');
    expect(interests.getByRole('list', { name: 'Your interests now' }).textContent).toBe('SleepCompare treatments');
    expect((interests.getByRole('checkbox', { name: 'Sleep' }) as HTMLInputElement).checked).toBe(true);
    expect((interests.getByRole('checkbox', { name: 'Nutrition' }) as HTMLInputElement).checked).toBe(false);
    expect(interests.getByRole('group', { name: 'More specific' })).toBeTruthy();
    expect(interests.getByRole('group', { name: 'What you want to do' })).toBeTruthy();

    const saved = section('Saved articles');
    expect(saved.getByRole('link', { name: 'How to sleep better' }).getAttribute('href')).toBe('/sleep-better');
    expect(saved.getByText('(no longer available)')).toBeTruthy();
    expect(saved.getByRole('link', { name: 'See all saved articles' }).getAttribute('href')).toBe('/saved');

    const follows = section('Topics you follow');
    expect((follows.getByRole('checkbox', { name: 'New articles in my newsletter digest (Heart health)' }) as HTMLInputElement).checked).toBe(true);
    expect(follows.getByRole('button', { name: 'Unfollow Heart health' })).toBeTruthy();
    expect(within(follows.getByLabelText('Follow another topic')).queryByRole('option', { name: 'Heart health' })).toBeNull();

    expect(section('Newsletters').getByText('Wellness Wire')).toBeTruthy();
    expect(section('Newsletters').getByText(/Subscribed/)).toBeTruthy();
    expect(section('Privacy choices').getByText('Turned on: Strictly necessary, Performance')).toBeTruthy();

    const sessions = section('Where you’re signed in');
    expect(sessions.getByText('This device')).toBeTruthy();
    expect(sessions.getByText(/Germany/)).toBeTruthy();
    expect(sessions.getByText(/Unknown place, on Wellread Mind/)).toBeTruthy();
    expect(sessions.getByRole('button', { name: 'Sign out of this device' })).toBeTruthy();

    const data = section('Your data');
    const download = data.getByRole('link', { name: 'Download your data (JSON)' });
    expect(download.getAttribute('href')).toBe('/api/account?download=1');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('keeps the delete button disabled until the phrase is typed, then sends the DELETE body and signs the page out', async () => {
    routes['DELETE /api/account'] = () => new Response(null, { status: 204 });
    await renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Delete your account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    const input = within(dialog).getByLabelText('To confirm, type “delete my account”');
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'delete my' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(calls().some((c) => c.call === 'DELETE /api/account')).toBe(false);
    fireEvent.change(input, { target: { value: 'delete my account' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    expect((await screen.findByText('Your account has been deleted.')).getAttribute('role')).toBe('status');
    const sent = calls().find((c) => c.call === 'DELETE /api/account');
    expect(sent).toEqual({ call: 'DELETE /api/account', body: { confirm: 'delete my account' }, contentType: 'application/json' });
    expect(await loadMe()).toEqual({ authenticated: false });
  });

  it('returns focus to the delete button when the dialog is cancelled', async () => {
    await renderSignedIn();
    const open = screen.getByRole('button', { name: 'Delete your account' });
    fireEvent.click(open);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(open);
  });

  it('removes a saved article: DELETE with its path, gone from the list, said in the live region', async () => {
    routes['DELETE /api/account/saved'] = (body) => json({ saved: false, path: (body as { path: string }).path });
    await renderSignedIn();
    const saved = within(screen.getByRole('region', { name: 'Saved articles' }));
    fireEvent.click(saved.getByRole('button', { name: 'Remove How to sleep better' }));
    await vi.waitFor(() => expect(saved.queryByRole('link', { name: 'How to sleep better' })).toBeNull());
    expect(calls().find((c) => c.call === 'DELETE /api/account/saved')).toEqual({ call: 'DELETE /api/account/saved', body: { path: '/sleep-better' }, contentType: 'application/json' });
    expect(saved.getByRole('status').textContent).toBe('Removed “How to sleep better” from your saved articles.');
    expect(document.activeElement).toBe(saved.getByRole('button', { name: 'Remove /gone-article' }));
  });

  it('shows a failed call’s message in place and keeps the row', async () => {
    routes['DELETE /api/account/saved'] = () => apiError(429, 'rate_limited', 'Too many requests. Please try again later.');
    await renderSignedIn();
    const saved = within(screen.getByRole('region', { name: 'Saved articles' }));
    fireEvent.click(saved.getByRole('button', { name: 'Remove How to sleep better' }));
    await vi.waitFor(() => expect(saved.getByRole('status').textContent).toBe('“How to sleep better” could not be removed: Too many requests. Please try again later.'));
    expect(saved.getByRole('link', { name: 'How to sleep better' })).toBeTruthy();
  });

  it('shows an error and a retry when the account cannot be loaded', async () => {
    routes['GET /api/account'] = () => apiError(503, 'database_unavailable', 'The service is briefly unavailable.');
    signIn();
    render(<AccountPage site="healthline" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your account could not be loaded: The service is briefly unavailable.');
    routes['GET /api/account'] = () => json(account());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Profile' });
  });

  it('shows a network failure as a message, never a crash', async () => {
    await renderSignedIn();
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const follows = within(screen.getByRole('region', { name: 'Topics you follow' }));
    fireEvent.click(follows.getByRole('button', { name: 'Unfollow Heart health' }));
    await vi.waitFor(() => expect(follows.getByRole('status').textContent).toMatch(/^Heart health could not be unfollowed: We could not reach Wellread/));
    expect(follows.getByRole('button', { name: 'Unfollow Heart health' })).toBeTruthy();
  });

  it('changes a followed topic’s digest choice and follows another topic', async () => {
    routes['POST /api/account/follows'] = (body) => {
      const { topicId, digest } = body as { topicId: string; digest: boolean };
      const follows = [{ topicId: 'heart-health', name: 'Heart health', digest: topicId === 'heart-health' ? digest : true, followedAt: '2025-01-01T12:00:00.000Z' }];
      if (topicId !== 'heart-health') follows.push({ topicId, name: 'Sleep', digest, followedAt: '2025-01-03T12:00:00.000Z' });
      return json({ follows });
    };
    await renderSignedIn();
    const follows = within(screen.getByRole('region', { name: 'Topics you follow' }));
    const digest = follows.getByRole('checkbox', { name: 'New articles in my newsletter digest (Heart health)' }) as HTMLInputElement;
    fireEvent.click(digest);
    await vi.waitFor(() => expect(follows.getByRole('status').textContent).toBe('New articles in Heart health will no longer be in your newsletter digest.'));
    expect(digest.checked).toBe(false);
    expect(calls().at(-1)).toMatchObject({ call: 'POST /api/account/follows', body: { topicId: 'heart-health', digest: false } });

    fireEvent.change(follows.getByLabelText('Follow another topic'), { target: { value: 'sleep' } });
    fireEvent.click(follows.getByRole('button', { name: 'Follow' }));
    await vi.waitFor(() => expect(follows.getByRole('status').textContent).toBe('You now follow Sleep.'));
    expect(calls().at(-1)).toMatchObject({ call: 'POST /api/account/follows', body: { topicId: 'sleep', digest: false } });
    expect(follows.getByRole('button', { name: 'Unfollow Sleep' })).toBeTruthy();
  });

  it('saves the interests through the user profile service with source account', async () => {
    routes['POST /api/auth/token'] = () => json({ accessToken: 'token-1', expiresOn: '2030-01-01T00:00:00.000Z', rvoId: 'member-1', provider: 'google' });
    routes['PUT /api/user-profile/member-1/interests'] = (body) => json({ ...(body as object), updatedAt: '2025-01-03T12:00:00.000Z' });
    await renderSignedIn();
    const interests = within(screen.getByRole('region', { name: 'Your interests' }));
    fireEvent.click(interests.getByRole('checkbox', { name: 'Nutrition' }));
    fireEvent.click(interests.getByRole('checkbox', { name: 'Insomnia' }));
    fireEvent.click(interests.getByRole('button', { name: 'Save interests' }));
    await vi.waitFor(() => expect(interests.getByRole('status').textContent).toBe('Your interests are saved.'));
    expect(calls().at(-1)).toMatchObject({
      call: 'PUT /api/user-profile/member-1/interests',
      body: { topicIds: ['nutrition', 'sleep'], subtopicIds: ['insomnia'], jtbdIds: ['compare-treatments'], source: 'account', site: 'healthline' },
    });
    expect(interests.getByRole('list', { name: 'Your interests now' }).textContent).toBe('NutritionSleepInsomniaCompare treatments');
  });

  it('signs this browser out when its own session is ended', async () => {
    routes['DELETE /api/auth/sessions/current12345'] = () => new Response(null, { status: 204 });
    await renderSignedIn();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out of this device' })));
    expect((await screen.findByText('You have signed out on this device.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeTruthy();
    expect(await loadMe()).toEqual({ authenticated: false });
  });
});

describe('SavedPage', () => {
  it('offers both sign-in links back to /saved to a reader who is not signed in', async () => {
    signOutBrowser();
    render(<SavedPage />);
    await screen.findByRole('link', { name: 'Continue with Apple' });
    expectSignInLink('Continue with Apple', 'apple', '/saved', 'saved');
    expectSignInLink('Continue with Google', 'google', '/saved', 'saved');
  });

  it('lists the saved articles with Remove buttons, or says there are none', async () => {
    routes['GET /api/account/saved'] = () => json({ saved: account().sites[0]!.savedArticles });
    routes['DELETE /api/account/saved'] = (body) => json({ saved: false, path: (body as { path: string }).path });
    signIn();
    render(<SavedPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove How to sleep better' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'How to sleep better' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remove /gone-article' }));
    const none = await screen.findByText('You have not saved any articles yet.');
    expect(document.activeElement).toBe(none);
  });
});
