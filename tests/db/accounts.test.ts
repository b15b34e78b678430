import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { deleteMember } from '@/features/accounts/server/deletion.server';
import { seal, unseal } from '@/features/accounts/server/keys.server';
import { memberForIdentity, type MemberRow } from '@/features/accounts/server/members.server';
import { addInterests } from '@/features/accounts/server/profile.server';
import { createSession, listSessions, liveSession } from '@/features/accounts/server/sessions.server';
import { purgeEndedSessions } from '@/features/retention/purge';
import { issueAccessToken, verifyAccessToken } from '@/features/accounts/server/tokens.server';
import { sha256 } from '@/features/accounts/server/keys.server';
import { hashEmail } from '@/features/newsletter/hash';
import { createDb, type DbConfig } from '@/db/connect';
import { sendDueDigests } from '@/features/accounts/server/digest.server';
import { applyMarketingChoice } from '@/features/accounts/server/refresh.server';
import type { SubscribeContext } from '@/features/newsletter/server/subscribers.server';
import { openTestDb } from './test-db';

/** Members, sessions, access tokens, the user profile service, saved articles, follows, export and deletion (issue 30), on either engine. */
const state = vi.hoisted(() => ({ db: undefined as unknown, site: 'healthline' as string, ip: '203.0.113.50' }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('@/lib/current-site.server', () => ({ currentSiteId: async () => state.site }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => state.ip, peerAddress: async () => '127.0.0.1' }));
vi.mock('@/content/queries.server', async () => {
  const store = await import('@/content/store.server');
  return { getArticlesInCategories: async (site: 'healthline', slugs: string[], limit: number) => store.listArticlesInCategories(state.db as Kysely<Database>, site, slugs, limit) };
});

const profileRoute = await import('@/app/api/user-profile/[[...path]]/route');
const accountRoute = await import('@/app/api/account/route');
const savedRoute = await import('@/app/api/account/saved/route');
const followsRoute = await import('@/app/api/account/follows/route');
const forYouRoute = await import('@/app/api/account/for-you/route');
const meRoute = await import('@/app/api/me/route');
const tokenRoute = await import('@/app/api/auth/token/route');
const clearRoute = await import('@/app/api/auth/clear-cookie/route');
const setCookieRoute = await import('@/app/api/auth/set-cookie/route');
const sessionsRoute = await import('@/app/api/auth/sessions/route');
const revokeRoute = await import('@/app/api/auth/sessions/[id]/route');
const marketingRoute = await import('@/app/api/account/marketing/route');
const loginRoute = await import('@/app/api/auth/login/[provider]/route');
const callbackRoute = await import('@/app/api/auth/callback/[provider]/route');

let db: Kysely<Database>;
let close: () => Promise<void>;
let config: DbConfig;
const now = new Date();

beforeAll(async () => {
  ({ db, close, config } = await openTestDb());
  state.db = db;
  const article = (path: string, title: string, categories: string[]) =>
    JSON.stringify({ documentType: 'article', site: 'healthline', canonicalPath: path, title, description: `${title}.`, datePublished: '2026-01-01', categories, body: [] });
  for (const [path, title, cats] of [
    ['/sleep/better-sleep', 'Better sleep', ['sleep']],
    ['/heart/blood-pressure', 'Blood pressure basics', ['heart-health']],
  ] as const) {
    await db.insertInto('articles').values({ site: 'healthline', canonical_path: path, page_template: 'article', title, is_article: 1, published_at: '2026-01-01', updated_at: '2026-01-01', document: article(path, title, [...cats]), stored_at: now.toISOString() }).execute();
    for (const slug of cats) await db.insertInto('article_categories').values({ site: 'healthline', canonical_path: path, category_slug: slug }).execute();
  }
});
afterAll(async () => close());
beforeEach(() => {
  state.site = 'healthline';
  state.ip = `203.0.113.${Math.floor(Math.random() * 200)}`;
});

const claims = (subject: string, email: string) => ({ subject, email, emailVerified: true, firstName: 'Alex', lastName: 'Morgan' });

async function signedIn(subject = `sub-${Math.random()}`, email = `${subject}@example.test`) {
  const { member } = await memberForIdentity(db, 'google', claims(subject, email), now);
  const { token, publicId } = await createSession(db, { memberId: member.id, site: 'healthline', provider: 'google', device: 'Firefox on Linux', place: 'US', sealedRefreshToken: null }, now);
  return { member, token, publicId, cookie: `wellread_session=${token}; wellread_member=1` };
}

function call(url: string, init: RequestInit & { cookie?: string; token?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  headers.set('sec-fetch-site', 'same-origin');
  return new Request(`http://localhost:3000${url}`, { ...init, headers });
}

const params = <T>(value: T) => ({ params: Promise.resolve(value) });

async function accessToken(cookie: string): Promise<string> {
  const response = await tokenRoute.POST(call('/api/auth/token', { method: 'POST', cookie }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

describe('members and identities', () => {
  it('makes a member on the first sign-in and finds it again by provider and subject', async () => {
    const first = await memberForIdentity(db, 'google', claims('g-1', 'one@example.test'), now);
    const again = await memberForIdentity(db, 'google', { ...claims('g-1', 'new@example.test'), firstName: 'Alexa' }, now);
    expect(first.isNew).toBe(true);
    expect(again.isNew).toBe(false);
    expect(again.member.id).toBe(first.member.id);
    expect(again.member.email).toBe('new@example.test');
    expect(again.member.first_name).toBe('Alexa');
  });

  it('never joins another provider\'s identity to a member by email (no takeover through an address)', async () => {
    const google = await memberForIdentity(db, 'google', claims('g-2', 'same@example.test'), now);
    const apple = await memberForIdentity(db, 'apple', claims('a-2', 'same@example.test'), now);
    expect(apple.isNew).toBe(true);
    expect(apple.member.id).not.toBe(google.member.id);
  });
});

describe('sessions', () => {
  it('stores only the hash of the token, and a live session is found by its token', async () => {
    const { token, member } = await signedIn();
    const rows = await db.selectFrom('member_sessions').selectAll().where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await liveSession(db, token, now))?.member_id).toBe(member.id);
    expect(await liveSession(db, 'x'.repeat(43), now)).toBeNull();
  });

  it('ends after the idle window and after the absolute end, and deletes the ended row', async () => {
    const idle = await signedIn();
    expect(await liveSession(db, idle.token, new Date(now.getTime() + 15 * 86_400_000))).toBeNull();
    expect(await db.selectFrom('member_sessions').select('id_hash').where('member_id', '=', idle.member.id).execute()).toHaveLength(0);
    const old = await signedIn();
    await db.updateTable('member_sessions').set({ last_seen_at: new Date(now.getTime() + 30 * 86_400_000).toISOString() }).where('member_id', '=', old.member.id).execute();
    expect(await liveSession(db, old.token, new Date(now.getTime() + 30 * 86_400_000 + 1000))).toBeNull();
  });

  it('lists a member\'s sessions with device, place and last seen, and revokes one by its public id', async () => {
    const a = await signedIn('s-list', 'list@example.test');
    const b = await createSession(db, { memberId: a.member.id, site: 'psy', provider: 'google', device: 'Safari on iOS', place: 'DE', sealedRefreshToken: null }, now);
    const listed = await (await sessionsRoute.GET(call('/api/auth/sessions', { cookie: a.cookie }))).json();
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ id: a.publicId, device: 'Firefox on Linux', place: 'US' });
    const revoked = await revokeRoute.DELETE(call(`/api/auth/sessions/${b.publicId}`, { method: 'DELETE', cookie: a.cookie }), params({ id: b.publicId }));
    expect(revoked.status).toBe(204);
    expect(await liveSession(db, b.token, now)).toBeNull();
    expect(await listSessions(db, a.member.id, a.publicId, now)).toHaveLength(1);
    const other = await signedIn();
    const notYours = await revokeRoute.DELETE(call(`/api/auth/sessions/${a.publicId}`, { method: 'DELETE', cookie: other.cookie }), params({ id: a.publicId }));
    expect(notYours.status).toBe(404);
    expect(await liveSession(db, a.token, now)).not.toBeNull();
  });

  it('refuses a cross-site revoke', async () => {
    const a = await signedIn();
    const request = call(`/api/auth/sessions/${a.publicId}`, { method: 'DELETE', cookie: a.cookie });
    request.headers.set('sec-fetch-site', 'cross-site');
    expect((await revokeRoute.DELETE(request, params({ id: a.publicId }))).status).toBe(403);
  });

  it('purges ended sessions and expired sign-ins', async () => {
    const a = await signedIn();
    await db.insertInto('auth_logins').values({ state: 'st-old', binding_hash: 'x', site: 'healthline', provider: 'google', code_verifier: 'v', nonce: 'n', correlation_id: 'c', return_url: null, daily_dose: null, created_at: now.toISOString(), expires_at: new Date(now.getTime() - 1000).toISOString() }).execute();
    const later = new Date(now.getTime() + 31 * 86_400_000);
    expect(await purgeEndedSessions(db, later)).toBeGreaterThanOrEqual(2);
    expect(await liveSession(db, a.token, now)).toBeNull();
    expect(await db.selectFrom('auth_logins').select('state').where('state', '=', 'st-old').execute()).toHaveLength(0);
  });

  it('seals refresh tokens so the table holds no usable token', async () => {
    const sealed = await seal(db, 'refresh-token-value');
    expect(sealed).not.toContain('refresh-token-value');
    expect(await unseal(db, sealed)).toBe('refresh-token-value');
    expect(await unseal(db, `${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});

describe('GET /api/me, sign-out and set-cookie', () => {
  it('answers private, no-store, with the signed-in user (spec 3) or authenticated: false', async () => {
    const a = await signedIn('me-1', 'me@example.test');
    const me = await meRoute.GET(call('/api/me', { cookie: a.cookie }));
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(await me.json()).toMatchObject({ authenticated: true, user: { firstName: 'Alex', lastName: 'Morgan', fullName: 'Alex Morgan', initials: 'AM', email: 'me@example.test', rvoId: a.member.id, authProvider: 'google' } });
    const anonymous = await meRoute.GET(call('/api/me'));
    expect(await anonymous.json()).toEqual({ authenticated: false });
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    const stale = await meRoute.GET(call('/api/me', { cookie: 'wellread_member=1' }));
    expect(stale.headers.get('set-cookie')).toContain('wellread_member=;');
  });

  it('signs out: the session row goes, both cookies are cleared; a second sign-out says there is no account', async () => {
    const a = await signedIn();
    const out = await clearRoute.POST(call('/api/auth/clear-cookie', { method: 'POST', cookie: a.cookie }));
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('wellread_session=;');
    expect(await liveSession(db, a.token, now)).toBeNull();
    const again = await clearRoute.POST(call('/api/auth/clear-cookie', { method: 'POST', cookie: a.cookie }));
    expect(again.status).toBe(401);
    expect((await again.json()).error.message).toBe('No authenticated accounts found to sign out');
  });

  it('refuses a cross-site sign-out', async () => {
    const a = await signedIn();
    const request = call('/api/auth/clear-cookie', { method: 'POST', cookie: a.cookie });
    request.headers.set('sec-fetch-site', 'cross-site');
    expect((await clearRoute.POST(request)).status).toBe(403);
    expect(await liveSession(db, a.token, now)).not.toBeNull();
  });

  it('set-cookie refuses identity fields and re-sets only a live session\'s cookies', async () => {
    const a = await signedIn();
    const forged = await setCookieRoute.POST(call('/api/auth/set-cookie', { method: 'POST', body: JSON.stringify({ isAuthenticated: true, email: 'x@example.test', msalAccount: {}, refreshToken: 'r' }) }));
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe('identity_not_accepted');
    const none = await setCookieRoute.POST(call('/api/auth/set-cookie', { method: 'POST', body: JSON.stringify({ isAuthenticated: true }) }));
    expect(none.status).toBe(401);
    const ok = await setCookieRoute.POST(call('/api/auth/set-cookie', { method: 'POST', cookie: a.cookie, body: JSON.stringify({ isAuthenticated: true }) }));
    expect(ok.status).toBe(204);
    expect(ok.headers.get('set-cookie')).toContain(`wellread_session=${a.token}`);
    expect(ok.headers.get('set-cookie')).toContain('HttpOnly; SameSite=Lax');
  });
});

describe('access tokens', () => {
  it('names the member and stops working when its session ends', async () => {
    const a = await signedIn();
    const row = await db.selectFrom('member_sessions').selectAll().where('member_id', '=', a.member.id).executeTakeFirstOrThrow();
    const { accessToken } = await issueAccessToken(db, a.member.id, row.id_hash, now);
    expect(await verifyAccessToken(db, `Bearer ${accessToken}`, now)).toEqual({ ok: true, memberId: a.member.id });
    expect(await verifyAccessToken(db, `Bearer ${accessToken}`, new Date(now.getTime() + 601_000))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(db, `Bearer ${accessToken.slice(0, -3)}abc`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(db, null, now)).toEqual({ ok: false, reason: 'missing' });
    await db.deleteFrom('member_sessions').where('id_hash', '=', row.id_hash).execute();
    expect(await verifyAccessToken(db, `Bearer ${accessToken}`, now)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('POST /api/auth/token without a session asks for interaction', async () => {
    const response = await tokenRoute.POST(call('/api/auth/token', { method: 'POST' }));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('interaction_required');
  });
});

describe('the user profile service (spec 7 and 8)', () => {
  const path = (rvoId: string, ...rest: string[]) => params({ path: [rvoId, ...rest] });

  it('reads and sets the onboarding flag', async () => {
    const a = await signedIn();
    const token = await accessToken(a.cookie);
    const url = `/api/user-profile/${a.member.id}/site-flags/healthline`;
    expect(await (await profileRoute.GET(call(url, { token }), path(a.member.id, 'site-flags', 'healthline'))).json()).toEqual({ flags: [] });
    const put = await profileRoute.PUT(call(url, { method: 'PUT', token, body: JSON.stringify({ label: 'has_seen_onboarding_panel', status: 'skipped' }) }), path(a.member.id, 'site-flags', 'healthline'));
    expect(await put.json()).toEqual({ label: 'has_seen_onboarding_panel', status: 'skipped' });
    await profileRoute.PUT(call(url, { method: 'PUT', token, body: JSON.stringify({ label: 'has_seen_onboarding_panel', status: 'accepted' }) }), path(a.member.id, 'site-flags', 'healthline'));
    expect(await (await profileRoute.GET(call(url, { token }), path(a.member.id, 'site-flags', 'healthline'))).json()).toEqual({ flags: [{ label: 'has_seen_onboarding_panel', status: 'accepted' }] });
    const bad = await profileRoute.PUT(call(url, { method: 'PUT', token, body: JSON.stringify({ label: 'has_seen_onboarding_panel', status: 'maybe' }) }), path(a.member.id, 'site-flags', 'healthline'));
    expect(bad.status).toBe(400);
  });

  it('gives the taxonomy with each option\'s questionType', async () => {
    const a = await signedIn();
    const token = await accessToken(a.cookie);
    const body = await (await profileRoute.GET(call(`/api/user-profile/${a.member.id}/interests/options`, { token }), path(a.member.id, 'interests', 'options'))).json();
    expect(new Set(body.topics.map((t: { questionType: string }) => t.questionType))).toEqual(new Set(['topic', 'subtopic', 'jtbd']));
  });

  it('saves and reads interests, with the spec\'s defaults, refusing unknown ids', async () => {
    const a = await signedIn();
    const token = await accessToken(a.cookie);
    const url = `/api/user-profile/${a.member.id}/interests`;
    const put = await profileRoute.PUT(call(url, { method: 'PUT', token, body: JSON.stringify({ topicIds: ['sleep'], subtopicIds: ['blood-pressure'], jtbdIds: ['manage-day-to-day'] }) }), path(a.member.id, 'interests'));
    expect(await put.json()).toMatchObject({ topicIds: ['sleep'], subtopicIds: ['blood-pressure'], jtbdIds: ['manage-day-to-day'], source: 'onboarding', site: 'healthline' });
    const got = await (await profileRoute.GET(call(`${url}?site=healthline`, { token }), path(a.member.id, 'interests'))).json();
    expect(got.topicIds).toEqual(['sleep']);
    const unknown = await profileRoute.PUT(call(url, { method: 'PUT', token, body: JSON.stringify({ topicIds: ['anxiety'] }) }), path(a.member.id, 'interests'));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toContain('anxiety');
  });

  it('answers the spec\'s errors verbatim', async () => {
    const a = await signedIn();
    const token = await accessToken(a.cookie);
    const noId = await profileRoute.GET(call('/api/user-profile/interests', { token }), params({ path: ['interests'] }));
    expect((await noId.json()).error.message).toBe('rvoId is required');
    const noToken = await profileRoute.GET(call(`/api/user-profile/${a.member.id}/interests`), path(a.member.id, 'interests'));
    expect(noToken.status).toBe(401);
    expect((await noToken.json()).error.message).toBe('Authentication token is required');
    const noBody = await profileRoute.PUT(call(`/api/user-profile/${a.member.id}/interests`, { method: 'PUT', token, body: '', headers: { 'content-length': '0' } }), path(a.member.id, 'interests'));
    expect((await noBody.json()).error.message).toBe('Interests object is required');
    const arrayBody = await profileRoute.PUT(call(`/api/user-profile/${a.member.id}/interests`, { method: 'PUT', token, body: '[]' }), path(a.member.id, 'interests'));
    expect((await arrayBody.json()).error.message).toBe('Interests object is required');
  });

  it('refuses a token whose member is not rvoId', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const token = await accessToken(a.cookie);
    const response = await profileRoute.GET(call(`/api/user-profile/${b.member.id}/site-flags/healthline`, { token }), path(b.member.id, 'site-flags', 'healthline'));
    expect(response.status).toBe(403);
    const write = await profileRoute.PUT(call(`/api/user-profile/${b.member.id}/interests`, { method: 'PUT', token, body: JSON.stringify({ topicIds: ['sleep'] }) }), path(b.member.id, 'interests'));
    expect(write.status).toBe(403);
    expect(await db.selectFrom('member_interests').select('member_id').where('member_id', '=', b.member.id).execute()).toHaveLength(0);
  });

  it('limits profile writes per address', async () => {
    const a = await signedIn();
    const token = await accessToken(a.cookie);
    state.ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const r = await profileRoute.PUT(call(`/api/user-profile/${a.member.id}/site-flags/healthline`, { method: 'PUT', token, body: JSON.stringify({ label: 'has_seen_onboarding_panel', status: 'skipped' }) }), path(a.member.id, 'site-flags', 'healthline'));
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('saved articles, follows and "For you"', () => {
  it('saves an existing article once, lists it with its title, and removes it', async () => {
    const a = await signedIn();
    const save = () => savedRoute.POST(call('/api/account/saved', { method: 'POST', cookie: a.cookie, body: JSON.stringify({ path: '/sleep/better-sleep' }) }));
    expect((await save()).status).toBe(200);
    expect((await save()).status).toBe(200);
    const listed = await (await savedRoute.GET(call('/api/account/saved', { cookie: a.cookie }))).json();
    expect(listed.saved).toEqual([{ path: '/sleep/better-sleep', title: 'Better sleep', savedAt: expect.any(String) }]);
    const missing = await savedRoute.POST(call('/api/account/saved', { method: 'POST', cookie: a.cookie, body: JSON.stringify({ path: '/no/such' }) }));
    expect(missing.status).toBe(404);
    await savedRoute.DELETE(call('/api/account/saved', { method: 'DELETE', cookie: a.cookie, body: JSON.stringify({ path: '/sleep/better-sleep' }) }));
    expect((await (await savedRoute.GET(call('/api/account/saved', { cookie: a.cookie }))).json()).saved).toEqual([]);
  });

  it('needs a session, and refuses a cross-site save', async () => {
    expect((await savedRoute.POST(call('/api/account/saved', { method: 'POST', body: JSON.stringify({ path: '/sleep/better-sleep' }) }))).status).toBe(401);
    const a = await signedIn();
    const request = call('/api/account/saved', { method: 'POST', cookie: a.cookie, body: JSON.stringify({ path: '/sleep/better-sleep' }) });
    request.headers.set('sec-fetch-site', 'cross-site');
    expect((await savedRoute.POST(request)).status).toBe(403);
  });

  it('follows a topic with the digest choice, and "For you" shows the articles of followed and chosen topics', async () => {
    const a = await signedIn();
    expect(await (await forYouRoute.GET(call('/api/account/for-you', { cookie: a.cookie }))).json()).toEqual({ topics: [], articles: [] });
    const followed = await (await followsRoute.POST(call('/api/account/follows', { method: 'POST', cookie: a.cookie, body: JSON.stringify({ topicId: 'sleep', digest: true }) }))).json();
    expect(followed.follows).toEqual([{ topicId: 'sleep', name: 'Sleep', digest: true, followedAt: expect.any(String) }]);
    expect((await followsRoute.POST(call('/api/account/follows', { method: 'POST', cookie: a.cookie, body: JSON.stringify({ topicId: 'understand-a-condition' }) }))).status).toBe(404);
    await addInterests(db, a.member.id, 'healthline', { topicIds: [], subtopicIds: ['blood-pressure'], jtbdIds: [] }, 'interest-quiz', now);
    const forYou = await (await forYouRoute.GET(call('/api/account/for-you', { cookie: a.cookie }))).json();
    expect(forYou.topics.map((t: { id: string }) => t.id)).toEqual(['sleep', 'heart-health']);
    expect(forYou.articles.map((x: { path: string }) => x.path).sort()).toEqual(['/heart/blood-pressure', '/sleep/better-sleep']);
  });
});

describe('export and deletion', () => {
  async function memberWithEverything(): Promise<{ member: MemberRow; cookie: string; token: string }> {
    const a = await signedIn(`full-${Math.random()}`, `full${Math.floor(Math.random() * 1e9)}@example.test`);
    const email = a.member.email!;
    await createSession(db, { memberId: a.member.id, site: 'psy', provider: 'google', device: 'Safari on iOS', place: 'GB', sealedRefreshToken: await seal(db, 'rt') }, now);
    await db.insertInto('member_flags').values({ member_id: a.member.id, site: 'healthline', label: 'has_seen_onboarding_panel', status: 'accepted', updated_at: now.toISOString() }).execute();
    await addInterests(db, a.member.id, 'healthline', { topicIds: ['sleep'], subtopicIds: [], jtbdIds: [] }, 'onboarding', now);
    await db.insertInto('saved_articles').values({ member_id: a.member.id, site: 'healthline', path: '/sleep/better-sleep', saved_at: now.toISOString() }).execute();
    await db.insertInto('followed_topics').values({ member_id: a.member.id, site: 'healthline', topic_id: 'sleep', digest: 1, followed_at: now.toISOString() }).execute();
    await db.insertInto('topic_digests').values({ member_id: a.member.id, site: 'healthline', sent_at: now.toISOString() }).execute();
    const consentId = `consent-${a.member.id.slice(0, 8)}`;
    await db.insertInto('member_consent_ids').values({ member_id: a.member.id, consent_id: consentId, linked_at: now.toISOString() }).execute();
    await db.insertInto('consent_records').values({ consent_id: consentId, site: 'healthline', version: 1, data: '{"groups":{"C0002":true}}', regime: 'us', gpc: 0, created_at: now.toISOString() }).execute();
    await db
      .insertInto('newsletter_subscribers')
      .values({ public_id: `p-${a.member.id}`, site: 'healthline', email, lists: '["wellness-wire"]', source: 'account', profile_data: '{}', newsletter_consent: 'YV1', explicit_consent: 'YV1', path: '/', identifiers: '{}', status: 'active', session_id: 's', confirm_nonce: null, confirm_sent_at: null, confirmed_at: now.toISOString(), created_at: now.toISOString(), updated_at: now.toISOString() } as never)
      .execute();
    await db.insertInto('mail_outbox').values({ to_address: email, subject: 's', text_body: 't', html_body: 'h', headers: '{}', raw: 'r', created_at: now.toISOString() } as never).execute();
    await db.insertInto('events').values({ event_name: 'Identify', site: 'healthline', page_path: '/', traits: JSON.stringify({ emailHash: 'a'.repeat(64), userId: a.member.id }), created_at: now.toISOString() } as never).execute();
    return { member: a.member, cookie: a.cookie, token: a.token };
  }

  it('the account answer and its download hold everything we keep about the member', async () => {
    const m = await memberWithEverything();
    const data = await (await accountRoute.GET(call('/api/account', { cookie: m.cookie }))).json();
    expect(data.profile).toMatchObject({ rvoId: m.member.id, email: m.member.email, firstName: 'Alex' });
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: 'google' })]);
    // A reader's Apple or Google account carries no newsroom role (decision 017).
    expect(data.roles).toEqual([]);
    const healthline = data.sites.find((s: { site: string }) => s.site === 'healthline');
    expect(healthline.flags).toEqual([{ label: 'has_seen_onboarding_panel', status: 'accepted' }]);
    expect(healthline.interests.topicIds).toEqual(['sleep']);
    expect(healthline.savedArticles[0].path).toBe('/sleep/better-sleep');
    expect(healthline.followedTopics[0]).toMatchObject({ topicId: 'sleep', digest: true });
    expect(data.newsletterSubscriptions).toEqual([expect.objectContaining({ site: 'healthline', lists: ['wellness-wire'], status: 'active' })]);
    expect(data.consentRecords).toEqual([expect.objectContaining({ site: 'healthline', choice: { groups: { C0002: true } } })]);
    expect(data.sessions).toHaveLength(2);
    const download = await accountRoute.GET(call('/api/account?download=1', { cookie: m.cookie }));
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="wellread-account-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(JSON.parse(await download.text()).profile.rvoId).toBe(m.member.id);
  });

  it('deletion removes or anonymises every row tied to the member, and nobody else\'s', async () => {
    const m = await memberWithEverything();
    const other = await memberWithEverything();
    const refused = await accountRoute.DELETE(call('/api/account', { method: 'DELETE', cookie: m.cookie, body: JSON.stringify({ confirm: 'yes' }) }));
    expect(refused.status).toBe(400);
    const deleted = await accountRoute.DELETE(call('/api/account', { method: 'DELETE', cookie: m.cookie, body: JSON.stringify({ confirm: 'delete my account' }) }));
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('set-cookie')).toContain('wellread_session=;');
    const id = m.member.id;
    const email = m.member.email!;
    for (const table of ['member_sessions', 'member_identities', 'member_flags', 'member_interests', 'saved_articles', 'followed_topics', 'topic_digests', 'member_consent_ids'] as const) {
      expect(await db.selectFrom(table).select('member_id').where('member_id', '=', id).execute(), table).toHaveLength(0);
      expect(await db.selectFrom(table).select('member_id').where('member_id', '=', other.member.id).execute(), `${table} of another member`).not.toHaveLength(0);
    }
    expect(await db.selectFrom('members').select('id').where('id', '=', id).execute()).toHaveLength(0);
    expect(await db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email).execute()).toHaveLength(0);
    expect(await db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).toHaveLength(0);
    const identify = await db.selectFrom('events').select('traits').where('event_name', '=', 'Identify').execute();
    expect(identify.some((e) => e.traits?.includes(id))).toBe(false);
    expect(identify.some((e) => e.traits?.includes(other.member.id))).toBe(true);
    // The consent record stays (proof of a browser's choice), without its tie to the member.
    expect(await db.selectFrom('consent_records').select('id').where('consent_id', '=', `consent-${id.slice(0, 8)}`).execute()).toHaveLength(1);
    // The deleted member's session no longer works anywhere.
    expect(await (await meRoute.GET(call('/api/me', { cookie: m.cookie }))).json()).toEqual({ authenticated: false });
  });

  it('every table with a member_id column is in the deletion', async () => {
    const m = await memberWithEverything();
    await deleteMember(db, m.member);
    const tables = await db.introspection.getTables();
    const withMember = tables.filter((t) => t.columns.some((c) => c.name === 'member_id')).map((t) => t.name);
    expect(withMember.length).toBeGreaterThanOrEqual(8);
    for (const table of withMember) {
      const rows = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where member_id = ${m.member.id}`.execute(db);
      expect(Number(rows.rows[0]!.n), table).toBe(0);
    }
  });

  it('clears identify events carrying the hash of the member\'s email (a newsletter sign-up sends one)', async () => {
    const m = await memberWithEverything();
    const hash = await hashEmail(m.member.email!);
    await db.insertInto('events').values({ event_name: 'Identify', site: 'psy', page_path: '/', traits: JSON.stringify({ emailHash: hash }), created_at: now.toISOString() } as never).execute();
    await deleteMember(db, m.member);
    const left = await db.selectFrom('events').select('traits').where('traits', 'like', `%${hash}%`).execute();
    expect(left).toEqual([]);
  });

  it('an unverified email reaches no newsletter row: it may be somebody else\'s address', async () => {
    const owner = await memberWithEverything();
    const { member: impostor } = await memberForIdentity(db, 'apple', { subject: `imp-${Math.random()}`, email: owner.member.email, emailVerified: false, firstName: null, lastName: null }, now);
    const impostorCookie = `wellread_session=${(await createSession(db, { memberId: impostor.id, site: 'healthline', provider: 'apple', device: 'x', place: 'US', sealedRefreshToken: null }, now)).token}`;
    const data = await (await accountRoute.GET(call('/api/account', { cookie: impostorCookie }))).json();
    expect(data.newsletterSubscriptions).toEqual([]);
    await deleteMember(db, impostor);
    expect(await db.selectFrom('newsletter_subscribers').select('id').where('email', '=', owner.member.email!).execute()).toHaveLength(1);
  });

  it('a failure part-way leaves every row in place (one transaction)', async () => {
    const m = await memberWithEverything();
    const broken = { ...m.member, id: m.member.id };
    const spy = vi.spyOn(db, 'transaction');
    spy.mockImplementationOnce(() => {
      const real = db.transaction();
      return {
        execute: (fn: (trx: unknown) => Promise<unknown>) =>
          real.execute(async (trx) => {
            await fn(trx);
            throw new Error('disk full');
          }),
      } as never;
    });
    await expect(deleteMember(db, broken)).rejects.toThrow('disk full');
    spy.mockRestore();
    expect(await db.selectFrom('members').select('id').where('id', '=', m.member.id).execute()).toHaveLength(1);
    expect(await db.selectFrom('saved_articles').select('path').where('member_id', '=', m.member.id).execute()).toHaveLength(1);
  });
});

describe('the weekly digest of followed topics', () => {
  const mail = { smtpUrl: '', from: 'Wellread <news@wellread.test>' };

  async function digestMember(subscribed: boolean) {
    const a = await signedIn(`digest-${Math.random()}`, `digest${Math.floor(Math.random() * 1e9)}@example.test`);
    await db.insertInto('followed_topics').values({ member_id: a.member.id, site: 'healthline', topic_id: 'sleep', digest: 1, followed_at: now.toISOString() }).execute();
    if (subscribed) {
      await db
        .insertInto('newsletter_subscribers')
        .values({ public_id: `p-${a.member.id}`, site: 'healthline', email: a.member.email!, lists: '["wellness-wire"]', source: 'x', profile_data: '{}', newsletter_consent: 'YV1', explicit_consent: 'YV1', path: '/', identifiers: '{}', status: 'active', session_id: 's', confirm_nonce: null, confirm_sent_at: null, confirmed_at: now.toISOString(), created_at: now.toISOString(), updated_at: now.toISOString() } as never)
        .execute();
    }
    return a.member;
  }

  const mails = (to: string) => db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to).execute();

  it('sends a subscribed member the new articles of their digest topics once a week, and exactly once across instances', async () => {
    const today = now.toISOString().slice(0, 10);
    const doc = JSON.stringify({ documentType: 'article', site: 'healthline', canonicalPath: '/sleep/new-this-week', title: 'New this week', description: 'x', datePublished: today, categories: ['sleep'], body: [] });
    await db.insertInto('articles').values({ site: 'healthline', canonical_path: '/sleep/new-this-week', page_template: 'article', title: 'New this week', is_article: 1, published_at: today, updated_at: today, document: doc, stored_at: now.toISOString() }).onConflict((oc) => oc.doNothing()).execute();
    await db.insertInto('article_categories').values({ site: 'healthline', canonical_path: '/sleep/new-this-week', category_slug: 'sleep' }).onConflict((oc) => oc.doNothing()).execute();
    const member = await digestMember(true);
    const unsubscribed = await digestMember(false);
    const second = await createDb(config);
    try {
      const sent = await Promise.all([sendDueDigests(db, mail, 'k'.repeat(43), now), sendDueDigests(second, mail, 'k'.repeat(43), now)]);
      expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await second.destroy();
    }
    const got = await mails(member.email!);
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe('New on Wellread in the topics you follow');
    expect(got[0]!.text_body).toContain('New this week (Sleep)');
    // Only what is new: the January article is not in it.
    expect(got[0]!.text_body).not.toContain('Better sleep');
    expect(got[0]!.text_body).toContain('/account#follows');
    expect(got[0]!.text_body).toContain('/newsletter/unsubscribe?token=');
    expect(await mails(unsubscribed.email!)).toEqual([]);
    // Within the week: nothing more.
    await sendDueDigests(db, mail, 'k'.repeat(43), new Date(now.getTime() + 86_400_000));
    expect(await mails(member.email!)).toHaveLength(1);
  });
});

describe('spec 5, Refresh: a new member who opts in is subscribed to the authentication list', () => {
  const ctx = (): SubscribeContext => ({
    site: 'healthline',
    isEEA: false,
    ip: '203.0.113.9',
    origin: 'https://wellread.test',
    tokenKey: 'k'.repeat(43),
    verifyBotCheck: async () => false,
    limits: { ip: 100, email: 100, windowSeconds: 3600 },
    mail: { smtpUrl: '', from: 'Wellread <news@wellread.test>' },
  });
  const subscriptions = (email: string) => db.selectFrom('newsletter_subscribers').select(['status', 'lists', 'source']).where('email', '=', email).execute();

  it('subscribes a new member with an email who opts in (double opt-in), and stores the choice', async () => {
    const a = await signedIn(`refresh-${Math.random()}`, `refresh${Math.floor(Math.random() * 1e9)}@example.test`);
    expect(await applyMarketingChoice(db, a.member, 'healthline', true, ctx(), now)).toBe('subscribed');
    expect(await subscriptions(a.member.email!)).toEqual([{ status: 'pending', lists: '["wellness-wire"]', source: 'refresh' }]);
    expect((await db.selectFrom('members').select('marketing_opt_in').where('id', '=', a.member.id).executeTakeFirstOrThrow()).marketing_opt_in).toBe(1);
    expect(await db.selectFrom('mail_outbox').select('subject').where('to_address', '=', a.member.email!).execute()).toHaveLength(1);
  });

  it('does not subscribe without the opt-in, or a member who is not new', async () => {
    const no = await signedIn(`refresh-no-${Math.random()}`, `refreshno${Math.floor(Math.random() * 1e9)}@example.test`);
    expect(await applyMarketingChoice(db, no.member, 'healthline', false, ctx(), now)).toBe('opted_out');
    expect(await subscriptions(no.member.email!)).toEqual([]);
    const old = await signedIn(`refresh-old-${Math.random()}`, `refreshold${Math.floor(Math.random() * 1e9)}@example.test`);
    expect(await applyMarketingChoice(db, old.member, 'healthline', true, ctx(), new Date(now.getTime() + 2 * 86_400_000))).toBe('not_new');
    expect(await subscriptions(old.member.email!)).toEqual([]);
  });

  it('does not subscribe an email the provider did not verify', async () => {
    const { member } = await memberForIdentity(db, 'apple', { subject: `unverified-${Math.random()}`, email: `unverified${Math.floor(Math.random() * 1e9)}@example.test`, emailVerified: false, firstName: null, lastName: null }, now);
    expect(await applyMarketingChoice(db, member, 'healthline', true, ctx(), now)).toBe('unverified_email');
    expect(await subscriptions(member.email!)).toEqual([]);
  });

  it('POST /api/account/marketing needs a session and a boolean', async () => {
    expect((await marketingRoute.POST(call('/api/account/marketing', { method: 'POST', body: JSON.stringify({ optIn: true }) }))).status).toBe(401);
    const a = await signedIn();
    expect((await marketingRoute.POST(call('/api/account/marketing', { method: 'POST', cookie: a.cookie, body: JSON.stringify({ optIn: 'yes' }) }))).status).toBe(400);
  });
});

describe('abuse limits on signing in', () => {
  it('limits sign-in starts and callbacks per address (30 per 10 minutes each)', async () => {
    state.ip = '192.0.2.200';
    const starts: number[] = [];
    for (let i = 0; i < 31; i++) starts.push((await loginRoute.GET(call('/api/auth/login/google?returnUrl=%2F'), params({ provider: 'google' }))).status);
    expect(starts.slice(0, 30).every((s) => s === 303)).toBe(true);
    expect(starts[30]).toBe(429);
    const callbacks: Response[] = [];
    for (let i = 0; i < 31; i++) callbacks.push(await callbackRoute.GET(call('/api/auth/callback/google?code=c&state=s'), params({ provider: 'google' })));
    // A refused callback is a clear page too: /signing-you-in with the reason, not a JSON error.
    expect(callbacks.slice(0, 30).every((r) => r.status === 303)).toBe(true);
    const limited = callbacks[30]!;
    expect(limited.status).toBe(303);
    const outcome = JSON.parse(Buffer.from(limited.headers.get('location')!.split('#')[1]!, 'base64url').toString('utf8'));
    expect(outcome).toMatchObject({ outcome: 'failure', code: 'rate_limited' });
  });

  it('a sign-in with an unknown provider is a 404', async () => {
    expect((await loginRoute.GET(call('/api/auth/login/facebook'), params({ provider: 'facebook' }))).status).toBe(404);
  });
});
