import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { acquireToken } from '@/features/accounts/server/acquire-token.server';
import { randomToken, seal, unseal } from '@/features/accounts/server/keys.server';
import { finishLogin, keepAppleUser, startLogin } from '@/features/accounts/server/logins.server';
import { clientConfiguration, providerPolicy, type ProviderPolicy } from '@/features/accounts/server/providers.server';
import { createSession, liveSession } from '@/features/accounts/server/sessions.server';
import { env, resetEnvCache } from '@/lib/env';
import { startLocalIdp, type LocalIdp } from '../../scripts/local-idp/local-idp.mjs';
import { openTestDb } from './test-db';

/**
 * The production sign-in code against a real OpenID provider (the local one, oidc-provider):
 * discovery, the authorization request with PKCE, state and nonce, the provider's own login page,
 * the code exchange and ID-token validation (openid-client), refresh and revocation; and what
 * happens to a replayed, misbound or tampered answer. On either engine.
 */
let db: Kysely<Database>;
let close: () => Promise<void>;
let idp: LocalIdp;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  idp = await startLocalIdp({ port: 0, log: () => {} });
  process.env.LOCAL_IDP_ORIGIN = idp.origin;
  resetEnvCache();
});
afterAll(async () => {
  await idp.close();
  delete process.env.LOCAL_IDP_ORIGIN;
  resetEnvCache();
  await close();
});

const policy = (provider: 'apple' | 'google'): ProviderPolicy => providerPolicy(provider, env())!;

/** Drives the provider like a browser: the authorization URL, its login page as a new member, back to our callback. */
async function atProvider(url: URL, email: string): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  const go = async (target: string, init: RequestInit = {}) => {
    const response = await fetch(target, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let response = await go(url.toString());
  let current = url.toString();
  for (let hops = 0; hops < 10; hops++) {
    if (response.status === 200) {
      const html = await response.text();
      if (current.includes('/interaction/')) {
        const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
        current = new URL(action, current).toString();
        response = await go(current, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ member: 'new', given_name: 'Olive', family_name: 'Idc', email, action: 'continue' }).toString() });
        continue;
      }
      // form_post (Apple): a page that posts the answer to our callback.
      const fields = new URLSearchParams();
      for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields.set(name!, value!.replaceAll('&amp;', '&').replaceAll('&#34;', '"').replaceAll('&quot;', '"'));
      if (!fields.has('state')) throw new Error(`unexpected page at ${current}: ${html.slice(0, 300)}`);
      return fields;
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`no redirect from ${current}: ${response.status}`);
    const next = new URL(location, current);
    if (next.origin === origin) return next.searchParams;
    current = next.toString();
    response = await go(current);
  }
  throw new Error('too many redirects at the provider');
}

async function signIn(provider: 'apple' | 'google', email: string, query = 'returnUrl=%2Fsleep') {
  const binding = randomToken();
  const started = await startLogin(db, { site: 'healthline', origin, policy: policy(provider), query: new URLSearchParams(query), binding }, new Date());
  return { started, binding, params: await atProvider(started.url, email) };
}

describe('sign-in against a real OpenID provider', () => {
  it('Google: the authorization request carries the policy, PKCE, state, nonce and the extra parameters; the answer makes a member', async () => {
    const binding = randomToken();
    const { url } = await startLogin(db, { site: 'healthline', origin, policy: policy('google'), query: new URLSearchParams('returnUrl=%2Fsleep&wk=w1&sessionId=s1&anonymousId=a1&authPrompt=header'), binding }, new Date());
    expect(url.origin + url.pathname).toBe(`${idp.origin}/google/auth`);
    const q = url.searchParams;
    expect(q.get('scope')).toBe('openid profile email offline_access');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('redirect_uri')).toBe(`${origin}/api/auth/callback/google`);
    expect([q.get('wk'), q.get('sessionId'), q.get('anonymousId'), q.get('authPrompt'), q.get('provider')]).toEqual(['w1', 's1', 'a1', 'header', 'google']);
    expect(q.get('correlationId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const params = await atProvider(url, 'olive.google@example.test');
    const result = await finishLogin(db, { policy: policy('google'), origin, params, binding, dailyDoseBase: '' }, new Date());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.isNew).toBe(true);
    expect(result.member).toMatchObject({ email: 'olive.google@example.test', first_name: 'Olive', last_name: 'Idc', email_verified: 1 });
    expect(result.account).toMatchObject({ idp: `${idp.origin}/google`, aud: 'wellread-local-google', new_user: true, provider: 'google' });
    expect(result.refreshToken).toBeTruthy();
    expect(result.next).toEqual({ kind: 'return', path: '/sleep' });
    // The same callback again: its sign-in is gone.
    const replay = await finishLogin(db, { policy: policy('google'), origin, params, binding, dailyDoseBase: '' }, new Date());
    expect(replay).toMatchObject({ ok: false, code: 'login_expired' });
  });

  it('Apple: the form_post answer, with the one-time user field kept server-side', async () => {
    const { binding, params } = await signIn('apple', 'olive.apple@example.test');
    expect(params.has('code')).toBe(true);
    await keepAppleUser(db, params.get('state')!, JSON.stringify({ name: { firstName: 'Olivia', lastName: 'Apple' } }), new Date());
    const result = await finishLogin(db, { policy: policy('apple'), origin, params, binding, dailyDoseBase: '' }, new Date());
    expect(result).toMatchObject({ ok: true, account: { provider: 'apple', idp: `${idp.origin}/apple` } });
  });

  it('refuses an answer to another browser (the binding cookie) and one whose nonce does not match', async () => {
    const other = await signIn('google', 'olive.other@example.test');
    expect(await finishLogin(db, { policy: policy('google'), origin, params: other.params, binding: randomToken(), dailyDoseBase: '' }, new Date())).toMatchObject({ ok: false, code: 'login_other_browser' });
    const tampered = await signIn('google', 'olive.nonce@example.test');
    await db.updateTable('auth_logins').set({ nonce: 'not-the-nonce-the-provider-signed' }).where('state', '=', tampered.params.get('state')!).execute();
    expect(await finishLogin(db, { policy: policy('google'), origin, params: tampered.params, binding: tampered.binding, dailyDoseBase: '' }, new Date())).toMatchObject({ ok: false, code: 'invalid_response' });
    const verifier = await signIn('google', 'olive.pkce@example.test');
    await db.updateTable('auth_logins').set({ code_verifier: oidc.randomPKCECodeVerifier() }).where('state', '=', verifier.params.get('state')!).execute();
    expect(await finishLogin(db, { policy: policy('google'), origin, params: verifier.params, binding: verifier.binding, dailyDoseBase: '' }, new Date())).toMatchObject({ ok: false, code: 'invalid_response' });
  });

  it('an answer brought to the other provider\'s callback, or a forged state, finds no sign-in', async () => {
    const google = await signIn('google', 'olive.cross@example.test');
    expect(await finishLogin(db, { policy: policy('apple'), origin, params: google.params, binding: google.binding, dailyDoseBase: '' }, new Date())).toMatchObject({ ok: false, code: 'login_expired' });
    const forged = new URLSearchParams({ code: 'x', state: 'forged' });
    expect(await finishLogin(db, { policy: policy('google'), origin, params: forged, binding: google.binding, dailyDoseBase: '' }, new Date())).toMatchObject({ ok: false, code: 'login_expired' });
  });

  it('a daily-dose sign-in returns to the lesson instead of the return URL', async () => {
    const { binding, params } = await signIn('google', 'olive.dose@example.test', 'returnUrl=%2Fsleep&lessonId=l7&unitId=u2&transitId=t9');
    const result = await finishLogin(db, { policy: policy('google'), origin, params, binding, dailyDoseBase: 'https://dailydose.example/lesson' }, new Date());
    expect(result.ok && result.next.kind).toBe('daily-dose');
    if (!result.ok || result.next.kind !== 'daily-dose') return;
    const url = new URL(result.next.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ lessonId: 'l7', unitId: 'u2', provider: 'google', correlationId: result.correlationId, transitId: 't9' });
  });
});

describe('refresh at the provider', () => {
  it('asks the provider again when due, keeps the rotated refresh token, and ends the session once the provider refuses it', async () => {
    const { binding, params } = await signIn('google', 'olive.refresh@example.test');
    const result = await finishLogin(db, { policy: policy('google'), origin, params, binding, dailyDoseBase: '' }, new Date());
    if (!result.ok) throw new Error(result.message);
    const signedInAt = new Date();
    const { token } = await createSession(db, { memberId: result.member.id, site: 'healthline', provider: 'google', device: 'x', place: 'US', sealedRefreshToken: await seal(db, result.refreshToken!) }, signedInAt);
    // Within the hour: no provider call, a token all the same.
    const soon = await acquireToken(db, (await liveSession(db, token, signedInAt))!, new Date(signedInAt.getTime() + 60_000));
    expect(soon.ok).toBe(true);
    // Two hours later: the provider is asked, answers with a new refresh token, and we keep it.
    const later = new Date(signedInAt.getTime() + 2 * 3_600_000);
    const before = (await liveSession(db, token, later))!;
    expect((await acquireToken(db, before, later)).ok).toBe(true);
    const after = (await liveSession(db, token, later))!;
    expect(after.idp_checked_at).toBe(later.toISOString());
    const rotated = (await unseal(db, after.idp_refresh_token!))!;
    expect(rotated).not.toBe(result.refreshToken);
    // The provider takes it back: the next check ends the session, and interaction is required.
    await oidc.tokenRevocation(await clientConfiguration(policy('google')), rotated, { token_type_hint: 'refresh_token' });
    const muchLater = new Date(later.getTime() + 2 * 3_600_000);
    expect(await acquireToken(db, (await liveSession(db, token, muchLater))!, muchLater)).toEqual({ ok: false, reason: 'interaction_required' });
    expect(await liveSession(db, token, muchLater)).toBeNull();
  });
});
