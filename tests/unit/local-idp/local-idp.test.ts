// The local OpenID provider (scripts/local-idp): real code flows driven with openid-client, the
// way the app's relying party uses it, with fetch standing in for the browser.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAllowedRedirectUri,
  PROVIDERS,
  startLocalIdp,
  subjectFor,
  TEST_MEMBERS,
  TEST_STAFF,
  type LocalIdp,
  type LocalIdpProviderName,
} from '../../../scripts/local-idp/local-idp.mjs';

const SECRET = 'wellread-local-secret';
const GOOGLE_CALLBACK = 'http://localhost:3000/api/auth/callback/google';
const STAFF_CALLBACK = 'http://localhost:3000/api/auth/callback/staff';

/** A cookie-keeping user agent that follows redirects by hand, stopping at the relying party. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers();
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    let body: string | undefined;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Requests url and follows redirects until a page (not a redirect) or a URL under `stopAt`. */
  async follow(
    url: URL,
    stopAt: string,
    init?: { method?: string; form?: Record<string, string> },
  ): Promise<{ callback?: URL; url: URL; status: number; html: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, status: response.status, html: await response.text() };
      }
      await response.text();
      const next = new URL(location, current);
      if (next.href.startsWith(stopAt)) return { callback: next, url: current, status: response.status, html: '' };
      current = next;
      response = await this.request(current);
    }
    throw new Error('too many redirects');
  }
}

function formAction(html: string, pageUrl: URL): URL {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form in:\n${html}`);
  return new URL(action.replaceAll('&amp;', '&'), pageUrl);
}

/** The ids of the radio buttons a login page has checked. */
function checkedOptions(html: string): string[] {
  return [...html.matchAll(/<input type="radio" id="([^"]+)"[^>]* checked>/g)].map((match) => match[1]!);
}

let idp: LocalIdp;
const configs = new Map<string, client.Configuration>();

async function configFor(
  provider: LocalIdpProviderName,
  auth: 'basic' | 'post' = 'basic',
): Promise<client.Configuration> {
  const key = `${provider}:${auth}`;
  const cached = configs.get(key);
  if (cached) return cached;
  const config = await client.discovery(
    new URL(idp.issuer(provider)),
    `wellread-local-${provider}`,
    SECRET,
    auth === 'basic' ? client.ClientSecretBasic(SECRET) : client.ClientSecretPost(SECRET),
    { execute: [client.allowInsecureRequests] },
  );
  configs.set(key, config);
  return config;
}

interface Started {
  browser: Browser;
  page: Awaited<ReturnType<Browser['follow']>>;
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** Sends the browser to the authorization endpoint, as the app's sign-in route would. */
async function startSignIn(
  config: client.Configuration,
  redirectUri = GOOGLE_CALLBACK,
  extra: Record<string, string> = {},
  browser = new Browser(),
): Promise<Started> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const page = await browser.follow(url, redirectUri);
  return { browser, page, codeVerifier, state, nonce };
}

async function signInAsNewMember(
  config: client.Configuration,
  member: { given_name: string; family_name: string; email: string },
) {
  const started = await startSignIn(config);
  expect(started.page.status).toBe(200);
  const done = await started.browser.follow(formAction(started.page.html, started.page.url), GOOGLE_CALLBACK, {
    method: 'POST',
    form: { member: 'new', ...member, action: 'continue' },
  });
  expect(done.callback, done.html).toBeDefined();
  const tokens = await client.authorizationCodeGrant(config, done.callback!, {
    pkceCodeVerifier: started.codeVerifier,
    expectedState: started.state,
    expectedNonce: started.nonce,
  });
  return { ...started, callback: done.callback!, tokens };
}

beforeAll(async () => {
  idp = await startLocalIdp({ port: 0, log: () => {} });
});

afterAll(async () => {
  await idp?.close();
});

describe('local OpenID provider', () => {
  it('listens on a free port and names the three issuers under its origin', async () => {
    expect(idp.port).toBeGreaterThan(0);
    expect(idp.origin).toBe(`http://localhost:${idp.port}`);
    expect(PROVIDERS).toEqual(['apple', 'google', 'staff']);
    expect(idp.issuer('apple')).toBe(`${idp.origin}/apple`);
    expect(idp.issuer('google')).toBe(`${idp.origin}/google`);
    expect(idp.issuer('staff')).toBe(`${idp.origin}/staff`);

    const index = await (await fetch(`${idp.origin}/`)).text();
    for (const name of PROVIDERS) expect(index).toContain(`<code>${idp.origin}/${name}</code>`);
    expect(index).toContain('Wellread staff (not a real staff directory)');
  });

  it('says which issuers it serves when it starts', async () => {
    const lines: string[] = [];
    const other = await startLocalIdp({ port: 0, log: (line) => lines.push(line) });
    try {
      const { origin } = other;
      expect(lines).toEqual([
        `Local OpenID provider (development only) on ${origin}: issuers ${origin}/apple, ${origin}/google and ${origin}/staff`,
      ]);
    } finally {
      await other.close();
    }
  });

  it('mounts each issuer under its prefix: discovery, endpoints and RFC 8414 metadata', async () => {
    const apple = (await configFor('apple')).serverMetadata();
    expect(apple.issuer).toBe(`${idp.origin}/apple`);
    expect(apple.authorization_endpoint).toBe(`${idp.origin}/apple/auth`);
    expect(apple.token_endpoint).toBe(`${idp.origin}/apple/token`);
    expect(apple.jwks_uri).toBe(`${idp.origin}/apple/jwks`);
    const google = (await configFor('google')).serverMetadata();
    expect(google.issuer).toBe(`${idp.origin}/google`);
    expect(google.code_challenge_methods_supported).toEqual(['S256']);
    expect(google.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));

    const oauth = await fetch(`${idp.origin}/.well-known/oauth-authorization-server/google`);
    expect(oauth.status).toBe(200);
    expect(await oauth.json()).toMatchObject({ issuer: `${idp.origin}/google`, token_endpoint: `${idp.origin}/google/token` });
  });

  it('serves the staff issuer the same way: discovery, endpoints and RFC 8414 metadata', async () => {
    const staff = (await configFor('staff')).serverMetadata();
    expect(staff.issuer).toBe(`${idp.origin}/staff`);
    expect(staff.authorization_endpoint).toBe(`${idp.origin}/staff/auth`);
    expect(staff.token_endpoint).toBe(`${idp.origin}/staff/token`);
    expect(staff.jwks_uri).toBe(`${idp.origin}/staff/jwks`);
    expect(staff.userinfo_endpoint).toBe(`${idp.origin}/staff/me`);
    expect(staff.code_challenge_methods_supported).toEqual(['S256']);
    expect(staff.response_types_supported).toEqual(['code']);
    expect(staff.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(staff.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name']),
    );

    const oauth = await fetch(`${idp.origin}/.well-known/oauth-authorization-server/staff`);
    expect(oauth.status).toBe(200);
    expect(await oauth.json()).toMatchObject({ issuer: `${idp.origin}/staff`, token_endpoint: `${idp.origin}/staff/token` });
  });

  it('runs a code flow with PKCE for a new test member, then refreshes the tokens', async () => {
    const config = await configFor('google');
    const email = 'jordan.lee@example.test';
    const first = await signInAsNewMember(config, { given_name: 'Jordan', family_name: 'Lee', email });

    expect(first.callback.origin + first.callback.pathname).toBe(GOOGLE_CALLBACK);
    expect(first.callback.searchParams.get('state')).toBe(first.state);
    expect(first.callback.searchParams.get('code')).toBeTruthy();
    expect(first.callback.searchParams.get('iss')).toBe(idp.issuer('google'));

    const claims = first.tokens.claims();
    expect(claims).toMatchObject({
      iss: `${idp.origin}/google`,
      aud: 'wellread-local-google',
      nonce: first.nonce,
      sub: subjectFor('google', email),
      email,
      email_verified: true,
      name: 'Jordan Lee',
      given_name: 'Jordan',
      family_name: 'Lee',
    });
    expect(first.tokens.refresh_token).toBeTruthy();
    expect(first.tokens.access_token).toBeTruthy();

    const refreshed = await client.refreshTokenGrant(config, first.tokens.refresh_token!);
    expect(refreshed.access_token).toBeTruthy();
    expect(refreshed.access_token).not.toBe(first.tokens.access_token);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first.tokens.refresh_token);
    expect(refreshed.claims()?.sub).toBe(claims?.sub);
    // Rotation: the used refresh token is spent.
    await expect(client.refreshTokenGrant(config, first.tokens.refresh_token!)).rejects.toThrow();

    // Another browser, the same email in other case, client_secret_post: the same subject.
    const again = await signInAsNewMember(await configFor('google', 'post'), {
      given_name: 'Jordan',
      family_name: 'Lee',
      email: 'Jordan.Lee@Example.TEST',
    });
    expect(again.tokens.claims()?.sub).toBe(claims?.sub);
    expect(again.tokens.claims()?.email).toBe(email);
  });

  it('signs in as a listed test member', async () => {
    const config = await configFor('google');
    const { browser, page, codeVerifier, state, nonce } = await startSignIn(config);
    expect(page.html).toContain('Alex Morgan — alex.morgan@example.test');
    const done = await browser.follow(formAction(page.html, page.url), GOOGLE_CALLBACK, {
      method: 'POST',
      form: { member: 'sam', given_name: '', family_name: '', email: '', action: 'continue' },
    });
    const tokens = await client.authorizationCodeGrant(config, done.callback!, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.claims()).toMatchObject({ email: 'sam.rivera@example.test', sub: subjectFor('google', 'sam.rivera@example.test') });
  });

  it('labels the login page as a local test provider and makes it accessible', async () => {
    const { page } = await startSignIn(await configFor('google'));
    const { html } = page;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<main>');
    expect(html).toContain('Local test sign-in — Google (not the real Google)');
    expect(html).toContain('for development only');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<fieldset[^>]*>\s*<legend>Sign in as<\/legend>/);
    for (const id of ['member-alex', 'member-sam', 'member-new', 'given_name', 'family_name', 'email']) {
      expect(html).toContain(`<label for="${id}">`);
    }
  });

  it('re-shows the page with an error tied to the field for a bad email', async () => {
    const { browser, page } = await startSignIn(await configFor('google'));
    const response = await browser.request(formAction(page.html, page.url), {
      method: 'POST',
      form: { member: 'new', given_name: 'Pat', family_name: 'Kim', email: 'not-an-email', action: 'continue' },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<input id="email"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input id="email"[^>]*aria-describedby="new-member-hint email-error"/);
    expect(html).toContain('<p class="error" id="email-error">Enter an email address like name@example.test.</p>');
    expect(html).toContain('value="not-an-email"');
  });

  it('refuses a redirect_uri on another host', async () => {
    const { page } = await startSignIn(await configFor('google'), 'https://evil.example/api/auth/callback/google');
    expect(page.callback).toBeUndefined();
    expect(page.status).toBe(400);
    expect(page.html).toContain('invalid_redirect_uri');
  });

  it('refuses the google callback path at the apple issuer', async () => {
    const { page } = await startSignIn(await configFor('apple'), GOOGLE_CALLBACK);
    expect(page.callback).toBeUndefined();
    expect(page.status).toBe(400);
    expect(page.html).toContain('invalid_redirect_uri');
  });

  it('applies the redirect rule', () => {
    for (const ok of [
      'http://localhost:3000/api/auth/callback/google',
      'https://localhost/api/auth/callback/google',
      'http://psy.localhost:3000/api/auth/callback/google',
      'http://127.0.0.1:8080/api/auth/callback/google',
    ]) {
      expect(isAllowedRedirectUri('google', ok), ok).toBe(true);
    }
    for (const refused of [
      'https://evil.example/api/auth/callback/google',
      'http://localhost.evil.example/api/auth/callback/google',
      'http://localhost:3000/api/auth/callback/apple',
      'http://localhost:3000/api/auth/callback/google/',
      'http://localhost:3000/api/auth/callback/google?next=/',
      'http://user@localhost:3000/api/auth/callback/google',
      'ftp://localhost/api/auth/callback/google',
      'http://[::1]:3000/api/auth/callback/google',
    ]) {
      expect(isAllowedRedirectUri('google', refused), refused).toBe(false);
    }
  });

  it('sends access_denied to the redirect URI when the member cancels', async () => {
    const { browser, page, state } = await startSignIn(await configFor('google'));
    const done = await browser.follow(formAction(page.html, page.url), GOOGLE_CALLBACK, {
      method: 'POST',
      form: { member: 'alex', action: 'cancel' },
    });
    expect(done.callback?.searchParams.get('error')).toBe('access_denied');
    expect(done.callback?.searchParams.get('error_description')).toBe('The member cancelled sign-in.');
    expect(done.callback?.searchParams.get('state')).toBe(state);
  });

  it('refuses an authorization request without PKCE', async () => {
    const config = await configFor('google');
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: GOOGLE_CALLBACK,
      scope: 'openid profile email',
      state: 'no-pkce',
      nonce: client.randomNonce(),
    });
    const done = await new Browser().follow(url, GOOGLE_CALLBACK);
    expect(done.callback?.searchParams.get('error')).toBe('invalid_request');
    expect(done.callback?.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(done.callback?.searchParams.has('code')).toBe(false);
  });

  it('signs in as the reviewer test staff account at the staff issuer', async () => {
    const config = await configFor('staff');
    const { browser, page, codeVerifier, state, nonce } = await startSignIn(config, STAFF_CALLBACK);
    expect(page.status).toBe(200);
    const done = await browser.follow(formAction(page.html, page.url), STAFF_CALLBACK, {
      method: 'POST',
      form: { member: 'reviewer', given_name: '', family_name: '', email: '', action: 'continue' },
    });
    expect(done.callback, done.html).toBeDefined();
    expect(done.callback!.origin + done.callback!.pathname).toBe(STAFF_CALLBACK);
    expect(done.callback!.searchParams.get('iss')).toBe(idp.issuer('staff'));
    const tokens = await client.authorizationCodeGrant(config, done.callback!, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const email = 'rosa.reviewer@staff.example.test';
    expect(tokens.claims()).toMatchObject({
      iss: `${idp.origin}/staff`,
      aud: 'wellread-local-staff',
      nonce,
      sub: subjectFor('staff', email),
      email,
      email_verified: true,
      name: 'Rosa Reyes',
      given_name: 'Rosa',
      family_name: 'Reyes',
    });
    // The provider only authenticates: no role claim, the app decides roles.
    expect(tokens.claims()).not.toHaveProperty('role');
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('lists the six test staff accounts on the staff page, and no test members', async () => {
    expect(TEST_STAFF.map(({ id, role, email }) => ({ id, role, email }))).toEqual([
      { id: 'writer', role: 'writer', email: 'wren.writer@staff.example.test' },
      { id: 'reviewer', role: 'medical_reviewer', email: 'rosa.reviewer@staff.example.test' },
      { id: 'editor', role: 'editor', email: 'eli.editor@staff.example.test' },
      { id: 'marketer', role: 'marketer', email: 'mia.marketer@staff.example.test' },
      { id: 'operator', role: 'operator', email: 'owen.operator@staff.example.test' },
      { id: 'admin', role: 'admin', email: 'ada.admin@staff.example.test' },
    ]);
    expect(Object.isFrozen(TEST_STAFF) && TEST_STAFF.every((staff) => Object.isFrozen(staff))).toBe(true);

    const { page } = await startSignIn(await configFor('staff'), STAFF_CALLBACK);
    const { html } = page;
    expect(html).toContain('Local test sign-in — Wellread staff (not a real staff directory)');
    expect(html).toContain('No real organisation account is used');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<fieldset[^>]*>\s*<legend>Sign in as<\/legend>/);
    expect(html).toContain('<legend>New test staff member</legend>');
    expect(html).toContain('Wren Walsh — writer — wren.writer@staff.example.test');
    expect(html).toContain('Rosa Reyes, MD — medical reviewer — rosa.reviewer@staff.example.test');
    expect(html).toContain('A new test staff member');
    for (const staff of TEST_STAFF) {
      expect(html).toContain(`<label for="member-${staff.id}">`);
      expect(html).toContain(staff.email);
    }
    for (const id of ['member-new', 'given_name', 'family_name', 'email']) expect(html).toContain(`<label for="${id}">`);
    for (const member of TEST_MEMBERS) {
      expect(html).not.toContain(member.email);
      expect(html).not.toContain(`id="member-${member.id}"`);
    }
    expect(checkedOptions(html)).toEqual(['member-writer']);
  });

  it('lists no staff on the member pages', async () => {
    for (const provider of ['apple', 'google'] as const) {
      const callback = `http://localhost:3000/api/auth/callback/${provider}`;
      const { page } = await startSignIn(await configFor(provider), callback);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('staff.example.test');
      expect(page.html).not.toContain('staff member');
      for (const staff of TEST_STAFF) expect(page.html).not.toContain(`id="member-${staff.id}"`);
      expect(checkedOptions(page.html)).toEqual(['member-alex']);
    }
  });

  it('refuses a test member at the staff issuer', async () => {
    const { browser, page } = await startSignIn(await configFor('staff'), STAFF_CALLBACK);
    const response = await browser.request(formAction(page.html, page.url), {
      method: 'POST',
      form: { member: 'alex', given_name: '', family_name: '', email: '', action: 'continue' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Choose a test staff member, or “A new test staff member”.');
  });

  it('pre-selects the account named by login_hint', async () => {
    const staff = await startSignIn(await configFor('staff'), STAFF_CALLBACK, { login_hint: 'Eli.Editor@staff.example.test' });
    expect(checkedOptions(staff.page.html)).toEqual(['member-editor']);
    const member = await startSignIn(await configFor('google'), GOOGLE_CALLBACK, { login_hint: 'sam.rivera@example.test' });
    expect(checkedOptions(member.page.html)).toEqual(['member-sam']);
    // Only offered accounts: a staff email at a member issuer, or an unknown one, leaves the default.
    const other = await startSignIn(await configFor('apple'), 'http://localhost:3000/api/auth/callback/apple', {
      login_hint: 'eli.editor@staff.example.test',
    });
    expect(checkedOptions(other.page.html)).toEqual(['member-alex']);
    const unknown = await startSignIn(await configFor('staff'), STAFF_CALLBACK, { login_hint: 'nobody@staff.example.test' });
    expect(checkedOptions(unknown.page.html)).toEqual(['member-writer']);
  });

  it('sends access_denied to the staff callback when a staff member cancels', async () => {
    const { browser, page, state } = await startSignIn(await configFor('staff'), STAFF_CALLBACK);
    const done = await browser.follow(formAction(page.html, page.url), STAFF_CALLBACK, {
      method: 'POST',
      form: { member: 'writer', action: 'cancel' },
    });
    expect(done.callback?.searchParams.get('error')).toBe('access_denied');
    expect(done.callback?.searchParams.get('error_description')).toBe('The staff member cancelled sign-in.');
    expect(done.callback?.searchParams.get('state')).toBe(state);
  });

  it('applies the redirect rule to the staff issuer', async () => {
    for (const ok of [STAFF_CALLBACK, 'https://localhost/api/auth/callback/staff', 'http://psy.localhost:3000/api/auth/callback/staff', 'http://127.0.0.1:8080/api/auth/callback/staff']) {
      expect(isAllowedRedirectUri('staff', ok), ok).toBe(true);
    }
    for (const refused of [
      'https://evil.example/api/auth/callback/staff',
      GOOGLE_CALLBACK,
      'http://localhost:3000/api/auth/callback/staff/',
      'http://localhost:3000/api/auth/callback/staff?next=/',
    ]) {
      expect(isAllowedRedirectUri('staff', refused), refused).toBe(false);
    }
    expect(isAllowedRedirectUri('google', STAFF_CALLBACK)).toBe(false);

    const atStaff = await startSignIn(await configFor('staff'), GOOGLE_CALLBACK);
    expect(atStaff.page.callback).toBeUndefined();
    expect(atStaff.page.status).toBe(400);
    expect(atStaff.page.html).toContain('invalid_redirect_uri');
    const atGoogle = await startSignIn(await configFor('google'), STAFF_CALLBACK);
    expect(atGoogle.page.callback).toBeUndefined();
    expect(atGoogle.page.status).toBe(400);
    expect(atGoogle.page.html).toContain('invalid_redirect_uri');
  });

  it('keeps its keys in keysFile across restarts', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'local-idp-'));
    const keysFile = path.join(folder, 'nested', 'keys.json');
    try {
      const kidOf = async (started: LocalIdp) => {
        const jwks = (await (await fetch(`${started.issuer('google')}/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
        expect(jwks.keys[0]?.d).toBeUndefined();
        return jwks.keys[0]?.kid;
      };
      const first = await startLocalIdp({ port: 0, keysFile, log: () => {} });
      const kid = await kidOf(first);
      await first.close();
      const saved = JSON.parse(await readFile(keysFile, 'utf8')) as { signingKey: { kid: string } };
      expect(saved.signingKey.kid).toBe(kid);
      const second = await startLocalIdp({ port: 0, keysFile, log: () => {} });
      expect(await kidOf(second)).toBe(kid);
      await second.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
