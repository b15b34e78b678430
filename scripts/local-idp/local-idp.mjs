// A local OpenID Connect provider for development sign-in (README.md next to this file).
//
// One node:http server serves three issuers, each its own oidc-provider Provider (v9) mounted
// under its path prefix: `${origin}/apple` and `${origin}/google` stand in for Apple and Google
// (members), `${origin}/staff` for the organisation's identity provider (newsroom staff). People
// pick a test identity on our own interaction page; nothing here talks to the real Apple, Google
// or any organisation directory. Development only.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import Provider, { errors, interactionPolicy } from 'oidc-provider';

/** The issuers, by the path prefix they are mounted under. */
export const PROVIDERS = Object.freeze(['apple', 'google', 'staff']);

/** Test members offered on the apple and google login pages (the same people at both issuers). */
export const TEST_MEMBERS = Object.freeze([
  Object.freeze({ id: 'alex', givenName: 'Alex', familyName: 'Morgan', email: 'alex.morgan@example.test' }),
  Object.freeze({ id: 'sam', givenName: 'Sam', familyName: 'Rivera', email: 'sam.rivera@example.test' }),
]);

/**
 * Test staff offered on the staff login page, one per newsroom role. The role is for the page
 * (and for whoever sets up the app's roles): the provider only authenticates, it sends no role
 * claim; the app decides what a staff member may do.
 */
export const TEST_STAFF = Object.freeze([
  Object.freeze({ id: 'writer', givenName: 'Wren', familyName: 'Walsh', email: 'wren.writer@staff.example.test', role: 'writer' }),
  Object.freeze({
    id: 'reviewer',
    givenName: 'Rosa',
    familyName: 'Reyes',
    email: 'rosa.reviewer@staff.example.test',
    role: 'medical_reviewer',
    credentials: 'MD',
  }),
  Object.freeze({ id: 'editor', givenName: 'Eli', familyName: 'Edwards', email: 'eli.editor@staff.example.test', role: 'editor' }),
  Object.freeze({ id: 'marketer', givenName: 'Mia', familyName: 'Marsh', email: 'mia.marketer@staff.example.test', role: 'marketer' }),
  Object.freeze({ id: 'operator', givenName: 'Owen', familyName: 'Ortiz', email: 'owen.operator@staff.example.test', role: 'operator' }),
  Object.freeze({ id: 'admin', givenName: 'Ada', familyName: 'Adams', email: 'ada.admin@staff.example.test', role: 'admin' }),
]);

/** Whom a login page offers, and the word for one of them. */
const MEMBERS = {
  accounts: TEST_MEMBERS,
  one: 'member',
  describe: (member) => `${member.givenName} ${member.familyName} — ${member.email}`,
};
const STAFF = {
  accounts: TEST_STAFF,
  one: 'staff member',
  describe: (staff) =>
    `${staff.givenName} ${staff.familyName}${staff.credentials ? `, ${staff.credentials}` : ''} — ${staff.role.replaceAll('_', ' ')} — ${staff.email}`,
};

/** How each issuer names itself on its pages, and whom it offers. */
const ISSUER_INFO = {
  apple: {
    label: 'Apple',
    service: 'Apple',
    disclaimer: 'not the real Apple',
    notice: 'No real Apple account is used, and nothing is sent to Apple.',
    clientName: 'Wellread (local Apple sign-in)',
    people: MEMBERS,
  },
  google: {
    label: 'Google',
    service: 'Google',
    disclaimer: 'not the real Google',
    notice: 'No real Google account is used, and nothing is sent to Google.',
    clientName: 'Wellread (local Google sign-in)',
    people: MEMBERS,
  },
  staff: {
    label: 'Wellread staff',
    service: 'Wellread staff sign-in',
    disclaimer: 'not a real staff directory',
    notice: "No real organisation account is used, and nothing is sent to the organisation's identity provider.",
    clientName: 'Wellread newsroom (local staff sign-in)',
    people: STAFF,
  },
};

// Paths routed to an issuer, built from PROVIDERS (plain lower-case words, nothing to escape):
// RFC 8414 metadata of an issuer with a path, and everything under an issuer's prefix.
const METADATA_PATH = new RegExp(`^/\\.well-known/oauth-authorization-server/(${PROVIDERS.join('|')})$`);
const PREFIXED_PATH = new RegExp(`^/(${PROVIDERS.join('|')})(/.*)?$`);

/** "a", "a and b", "a, b and c". */
const listOf = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const MAX_BODY_BYTES = 16 * 1024;
const DAY = 24 * 60 * 60;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The subject of a member: stable for a provider and a (case-insensitive) email. */
export function subjectFor(provider, email) {
  return createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}

/**
 * The redirect rule (oidc-provider itself only accepts registered redirect_uris, compared
 * exactly): http or https, host localhost, *.localhost or 127.0.0.1, any port, and the path
 * exactly /api/auth/callback/<provider>; no credentials, query or fragment.
 */
export function isAllowedRedirectUri(provider, value) {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const url = new URL(value);
  const { hostname } = url;
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1') &&
    url.pathname === `/api/auth/callback/${provider}` &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    !value.includes('#') &&
    !value.includes('?')
  );
}

// ---------------------------------------------------------------------------------------------
// HTML: small server-rendered pages, no scripts, no external assets.

const STYLE = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;background:#f4f4f5;color:#18181b;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d4d4d8;border-radius:8px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
.notice{border-left:4px solid #9a3412;background:#fff7ed;padding:.75rem 1rem;margin:0 0 1rem}
fieldset{border:1px solid #a1a1aa;border-radius:6px;margin:0 0 1rem;padding:.75rem 1rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.option{display:flex;gap:.5rem;align-items:flex-start;margin:.5rem 0}
.option input{margin-top:.3rem;width:1.1rem;height:1.1rem}
.field{margin:.75rem 0}
.field label{display:block;font-weight:600}
.field input{display:block;width:100%;margin-top:.25rem;padding:.5rem;font:inherit;color:inherit;background:#fff;border:1px solid #52525b;border-radius:4px}
.field input[aria-invalid=true]{border:2px solid #b91c1c}
.hint{color:#3f3f46;margin:.25rem 0}
.error{color:#b91c1c;font-weight:600;margin:.25rem 0}
.summary{border:2px solid #b91c1c;padding:.75rem 1rem;margin:0 0 1rem}
.summary h2{font-size:1.125rem;margin:0 0 .5rem}
.summary a{color:#b91c1c}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;padding:.6rem 1.25rem;border-radius:4px;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
a{color:#1d4ed8}
dt{font-weight:600}
dd{margin:0 0 .75rem;overflow-wrap:anywhere}
code{overflow-wrap:anywhere}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
`;

// The one inline style is allowed by its hash, so the pages' CSP needs no 'unsafe-inline'. No
// form-action directive: browsers apply it to the redirects after a form post, which go to the
// relying party's callback.
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export function escapeHtml(value) {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title, body) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function sendPage(res, status, title, body, extraHeaders = {}) {
  res.writeHead(status, { ...PAGE_HEADERS, ...extraHeaders });
  res.end(page(title, body));
}

function headingFor(provider) {
  const { label, disclaimer } = ISSUER_INFO[provider];
  return `Local test sign-in — ${label} (${disclaimer})`;
}

function noticeFor(provider) {
  return `<p class="notice">This local OpenID provider is for development only. ${escapeHtml(ISSUER_INFO[provider].notice)}</p>`;
}

function errorBody(provider, error, description) {
  return `<h1>${escapeHtml(provider ? `${headingFor(provider)}: sign-in stopped` : 'Local OpenID provider: error')}</h1>
${provider ? noticeFor(provider) : ''}
<dl>
<dt>Error</dt><dd><code>${escapeHtml(error)}</code></dd>
${description ? `<dt>Description</dt><dd>${escapeHtml(description)}</dd>` : ''}
</dl>
<p>Go back to the application and start signing in again.</p>`;
}

function sendError(res, status, provider, error, description) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendPage(res, status, `Error: ${error}`, errorBody(provider, error, description));
}

/** The login page: test accounts (members or staff) to pick, or fields for a new one. */
function loginPage({ provider, action, clientName, returnOrigin, values, fieldErrors }) {
  const { accounts, one, describe } = ISSUER_INFO[provider].people;
  const errorEntries = Object.entries(fieldErrors);
  const describedBy = (field, ...more) => {
    const ids = [...more, fieldErrors[field] ? `${field}-error` : ''].filter(Boolean);
    return ids.length ? ` aria-describedby="${ids.join(' ')}"` : '';
  };
  const invalid = (field) => (fieldErrors[field] ? ' aria-invalid="true"' : '');
  const errorText = (field) =>
    fieldErrors[field] ? `<p class="error" id="${field}-error">${escapeHtml(fieldErrors[field])}</p>` : '';
  const firstFieldOf = { member: `member-${accounts[0]?.id}`, given_name: 'given_name', family_name: 'family_name', email: 'email' };

  const summary = errorEntries.length
    ? `<div class="summary" role="alert" aria-labelledby="summary-title">
<h2 id="summary-title">There is a problem</h2>
<ul>${errorEntries.map(([field, message]) => `<li><a href="#${firstFieldOf[field] ?? field}">${escapeHtml(message)}</a></li>`).join('')}</ul>
</div>`
    : '';

  const options = [
    ...accounts.map(
      (account) => `<div class="option"><input type="radio" id="member-${account.id}" name="member" value="${account.id}"${values.member === account.id ? ' checked' : ''}>
<label for="member-${account.id}">${escapeHtml(describe(account))}</label></div>`,
    ),
    `<div class="option"><input type="radio" id="member-new" name="member" value="new"${values.member === 'new' ? ' checked' : ''}>
<label for="member-new">A new test ${one} (fill in the fields below)</label></div>`,
  ].join('\n');

  const field = (name, label, type) => `<div class="field">
<label for="${name}">${label}</label>
${errorText(name)}
<input id="${name}" name="${name}" type="${type}" autocomplete="off" spellcheck="false" value="${escapeHtml(values[name])}"${invalid(name)}${describedBy(name, 'new-member-hint')}>
</div>`;

  const title = `${errorEntries.length ? 'Error: ' : ''}${headingFor(provider)}`;
  const body = `<h1>${escapeHtml(headingFor(provider))}</h1>
${noticeFor(provider)}
<p>Signing in to <strong>${escapeHtml(clientName)}</strong>${returnOrigin ? `, which will continue at <strong>${escapeHtml(returnOrigin)}</strong>` : ''}.</p>
${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
<fieldset${describedBy('member')}>
<legend>Sign in as</legend>
${errorText('member')}
${options}
</fieldset>
<fieldset>
<legend>New test ${one}</legend>
<p class="hint" id="new-member-hint">Used when “A new test ${one}” is chosen. The same email always signs in as the same ${one}.</p>
${field('given_name', 'First name', 'text')}
${field('family_name', 'Last name', 'text')}
${field('email', 'Email', 'email')}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</div>
</form>`;
  return { title, body };
}

// ---------------------------------------------------------------------------------------------
// Keys

async function generateKeys() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const signingKey = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
  return { signingKey, cookieKeys: [randomBytes(32).toString('base64url')] };
}

function validKeys(saved) {
  const key = saved?.signingKey;
  return (
    key?.kty === 'RSA' &&
    ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi', 'kid'].every((member) => typeof key[member] === 'string') &&
    Array.isArray(saved.cookieKeys) &&
    saved.cookieKeys.length > 0 &&
    saved.cookieKeys.every((cookieKey) => typeof cookieKey === 'string' && cookieKey.length >= 32)
  );
}

/** The signing key and cookie keys: from keysFile when it exists, else new (and saved there). */
async function loadKeys(keysFile) {
  if (!keysFile) return generateKeys();
  let text;
  try {
    text = await readFile(keysFile, 'utf8');
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    let saved;
    try {
      saved = JSON.parse(text);
    } catch {
      saved = undefined;
    }
    if (!validKeys(saved)) {
      throw new Error(`${keysFile} does not hold local OpenID provider keys; delete it to have new keys made.`);
    }
    return { signingKey: saved.signingKey, cookieKeys: saved.cookieKeys };
  }
  const keys = await generateKeys();
  await mkdir(path.dirname(keysFile), { recursive: true });
  const temporary = `${keysFile}.${process.pid}.tmp`;
  const contents = {
    note: 'Private keys of the local OpenID provider (scripts/local-idp), development only. Delete this file to make new ones.',
    ...keys,
  };
  await writeFile(temporary, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, keysFile);
  return keys;
}

// ---------------------------------------------------------------------------------------------
// Providers

/** Grants whatever OpenID scopes and claims the client asked for: there is no consent screen. */
async function grantEverythingRequested(ctx) {
  const { oidc } = ctx;
  const { accountId } = oidc.account;
  const { clientId } = oidc.client;
  const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
    grant = new oidc.provider.Grant({ accountId, clientId });
  }
  if (oidc.requestParamOIDCScopes.size) grant.addOIDCScope(oidc.requestParamOIDCScopes);
  if (oidc.requestParamClaims.size) grant.addOIDCClaims(oidc.requestParamClaims);
  await grant.save();
  return grant;
}

function koaPage(ctx, title, body) {
  ctx.set(PAGE_HEADERS);
  ctx.type = 'html';
  ctx.body = page(title, body);
}

function createProvider(name, { origin, clientSecret, signingKey, cookieKeys, accounts }) {
  const issuer = `${origin}/${name}`;
  const { label, service, disclaimer, clientName } = ISSUER_INFO[name];

  // Google accepts prompt=select_account; without this prompt oidc-provider refuses the value.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: `wellread-local-${name}`,
        client_secret: clientSecret,
        client_name: clientName,
        // Registered for form's sake: redirectUriAllowed below accepts the whole redirect rule.
        redirect_uris: [`http://localhost:3000/api/auth/callback/${name}`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    // A client registered for client_secret_basic may also send client_secret_post (oidc-provider
    // accepts either for a secret-based client).
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Apple and Google, put the scope's claims (email, name...) in the ID token, not only at
    // the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) =>
          koaPage(
            ctx,
            `Sign out — local ${label}`,
            `<h1>Sign out of the local test ${escapeHtml(service)} (${escapeHtml(disclaimer)})?</h1>
${noticeFor(name)}
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>
</div>`,
          ),
        postLogoutSuccessSource: async (ctx) =>
          koaPage(
            ctx,
            `Signed out — local ${label}`,
            `<h1>Signed out of the local test ${escapeHtml(service)}</h1>\n${noticeFor(name)}`,
          ),
      },
    },
    interactions: {
      policy,
      // A path (not a URL) so the browser stays on the host it used; it carries the mount prefix.
      url: (_ctx, interaction) => `/${name}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      const member = accounts.get(sub);
      if (!member) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: member.email,
            email_verified: true,
            name: `${member.givenName} ${member.familyName}`.trim(),
            given_name: member.givenName,
            family_name: member.familyName,
          };
        },
      };
    },
    loadExistingGrant: grantEverythingRequested,
    // Always a refresh token on the code exchange (not only with offline_access), rotated on use,
    // and not tied to the browser session at this provider.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      Interaction: 3600,
    },
    jwks: { keys: [structuredClone(signingKey)] },
    cookies: {
      // Signed cookies (koa's app.keys). The issuers share a host, so their cookies need their
      // own names.
      keys: cookieKeys,
      names: {
        session: `_local_${name}_session`,
        interaction: `_local_${name}_interaction`,
        resume: `_local_${name}_interaction_resume`,
      },
      // No `secure`: over plain http, koa marks cookies secure only on an https request.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    async renderError(ctx, out) {
      koaPage(ctx, `Error: ${out.error}`, errorBody(name, out.error, out.error_description));
    },
  });

  // Trust X-Forwarded-* only when the public origin is https (a TLS proxy in front).
  provider.proxy = new URL(origin).protocol === 'https:';

  // The redirect rule replaces the exact match against redirect_uris. `Client` is a class of this
  // Provider instance, so this does not touch the other issuers.
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value) {
    return isAllowedRedirectUri(name, value);
  };

  provider.on('server_error', (_ctx, error) => {
    console.error(`Local OpenID provider (${name}): server error`, error);
  });

  return provider;
}

// ---------------------------------------------------------------------------------------------
// Interactions (our own pages; devInteractions are off)

class HttpError extends Error {
  constructor(status, error, description) {
    super(description);
    this.status = status;
    this.error = error;
    this.description = description;
  }
}

async function readForm(req) {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'unsupported_media_type', 'The form must be sent as application/x-www-form-urlencoded.');
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    throw new HttpError(413, 'payload_too_large', 'The form is larger than 16 KB.');
  }
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'payload_too_large', 'The form is larger than 16 KB.');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const clean = (value) => (value ?? '').replace(/[\p{Cc}]/gu, '').trim();

/** The account a submitted login form picks (one of `people`, or a new one), or the errors to show. */
function memberFromForm(form, { accounts, one }) {
  const values = {
    member: form.get('member') ?? '',
    given_name: clean(form.get('given_name')).slice(0, 200),
    family_name: clean(form.get('family_name')).slice(0, 200),
    email: clean(form.get('email')).slice(0, 300),
  };
  const fieldErrors = {};
  const known = accounts.find((account) => account.id === values.member);
  if (known) {
    if (values.given_name || values.family_name || values.email) {
      fieldErrors.member = `You chose ${known.givenName} ${known.familyName} but also filled in the new ${one} fields: choose “A new test ${one}”, or clear the fields.`;
    }
    return { values, fieldErrors, member: known };
  }
  if (values.member !== 'new') {
    fieldErrors.member = `Choose a test ${one}, or “A new test ${one}”.`;
    return { values, fieldErrors };
  }
  if (!values.given_name) fieldErrors.given_name = 'Enter a first name.';
  else if (values.given_name.length > 100) fieldErrors.given_name = 'Enter a first name of at most 100 characters.';
  if (!values.family_name) fieldErrors.family_name = 'Enter a last name.';
  else if (values.family_name.length > 100) fieldErrors.family_name = 'Enter a last name of at most 100 characters.';
  if (!values.email) fieldErrors.email = 'Enter an email address.';
  else if (values.email.length > 254 || !EMAIL_SHAPE.test(values.email)) {
    fieldErrors.email = 'Enter an email address like name@example.test.';
  }
  return {
    values,
    fieldErrors,
    member: { givenName: values.given_name, familyName: values.family_name, email: values.email.toLowerCase() },
  };
}

/** The offered account whose email the client sent as login_hint (any case), if any. */
function hintedAccount(accounts, loginHint) {
  if (typeof loginHint !== 'string') return undefined;
  const email = loginHint.trim().toLowerCase();
  return email ? accounts.find((account) => account.email.toLowerCase() === email) : undefined;
}

function returnOriginOf(redirectUri) {
  return typeof redirectUri === 'string' && URL.canParse(redirectUri) ? new URL(redirectUri).origin : '';
}

/** No consent screen: a consent prompt (e.g. prompt=consent) is answered at once. */
async function finishConsent(provider, req, res, details) {
  const { session, params, prompt } = details;
  let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  grant ??= new provider.Grant({ accountId: session?.accountId, clientId: params.client_id });
  if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope);
  if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

async function handleInteraction(name, provider, accounts, uid, req, res) {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed\n');
    return;
  }
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch (error) {
    if (error instanceof errors.SessionNotFound) {
      sendError(res, 400, name, 'invalid_request', 'This sign-in has expired or was already finished. Start signing in again from the application.');
      return;
    }
    throw error;
  }
  if (details.uid !== uid) {
    sendError(res, 400, name, 'invalid_request', 'This page does not belong to the sign-in in progress. Start signing in again from the application.');
    return;
  }

  const { prompt, params } = details;
  if (prompt.name === 'consent') {
    await finishConsent(provider, req, res, details);
    return;
  }
  if (prompt.name !== 'login' && prompt.name !== 'select_account') {
    sendError(res, 400, name, 'interaction_required', `This local provider cannot handle the "${prompt.name}" step.`);
    return;
  }

  const { people } = ISSUER_INFO[name];
  const client = await provider.Client.find(String(params.client_id));
  const view = {
    provider: name,
    action: `/${name}/interaction/${uid}`,
    clientName: client?.clientName || String(params.client_id),
    returnOrigin: returnOriginOf(params.redirect_uri),
  };

  if (req.method === 'GET') {
    // The account named by login_hint (e.g. the app's "Sign in as…" links), else the first one.
    const preselected = hintedAccount(people.accounts, params.login_hint) ?? people.accounts[0];
    const { title, body } = loginPage({ ...view, values: { member: preselected?.id }, fieldErrors: {} });
    sendPage(res, 200, title, body);
    return;
  }

  const form = await readForm(req);
  if (form.get('action') === 'cancel') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: `The ${people.one} cancelled sign-in.` },
      { mergeWithLastSubmission: false },
    );
    return;
  }

  const { values, fieldErrors, member } = memberFromForm(form, people);
  if (Object.keys(fieldErrors).length || !member) {
    const { title, body } = loginPage({ ...view, values, fieldErrors });
    sendPage(res, 400, title, body);
    return;
  }
  const sub = subjectFor(name, member.email);
  accounts.set(sub, { givenName: member.givenName, familyName: member.familyName, email: member.email });
  await provider.interactionFinished(
    req,
    res,
    {
      ...(prompt.name === 'select_account' ? { select_account: {} } : {}),
      login: { accountId: sub },
      // Resolves a requested prompt=consent in the same step; scopes come from loadExistingGrant.
      consent: {},
    },
    { mergeWithLastSubmission: false },
  );
}

// ---------------------------------------------------------------------------------------------
// Server

function normalizeOrigin(origin) {
  if (!URL.canParse(origin)) throw new Error(`Local OpenID provider: origin ${origin} is not a URL`);
  const url = new URL(origin);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`Local OpenID provider: origin must be http(s)://host[:port] without a path, got ${origin}`);
  }
  return url.origin;
}

function indexBody(origin) {
  return `<h1>Local OpenID provider (development only)</h1>
<p>Test sign-in for Wellread: members without real Apple or Google accounts, newsroom staff without the organisation's identity provider. No real account is used.</p>
<ul>
${PROVIDERS.map((name) => `<li>${escapeHtml(ISSUER_INFO[name].label)} (${escapeHtml(ISSUER_INFO[name].disclaimer)}): issuer <code>${escapeHtml(`${origin}/${name}`)}</code>, <a href="/${name}/.well-known/openid-configuration">discovery document</a>, <a href="/${name}/session/end">sign out</a></li>`).join('\n')}
</ul>`;
}

/**
 * Starts the local OpenID provider. Port 0 picks a free port; the default origin then uses it.
 * @param {import('./local-idp.d.mts').LocalIdpOptions} [options]
 * @returns {Promise<import('./local-idp.d.mts').LocalIdp>}
 */
export async function startLocalIdp(options = {}) {
  const {
    port = 3990,
    host = '127.0.0.1',
    clientSecret = 'wellread-local-secret',
    keysFile,
    log = (line) => console.log(line),
  } = options;
  const { signingKey, cookieKeys } = await loadKeys(keysFile);

  /** @type {Record<string, { provider: Provider, callback: (req: http.IncomingMessage, res: http.ServerResponse) => unknown, accounts: Map<string, { givenName: string, familyName: string, email: string }> }>} */
  const issuers = {};
  let origin = '';
  const issuerList = () => listOf(PROVIDERS.map((name) => `${origin}/${name}`));

  /** Hands a request to a Provider mounted under /name (the "mounted to express" way). */
  const mount = (name, req, res, innerUrl) => {
    req.originalUrl = req.url;
    req.baseUrl = `/${name}`;
    req.url = innerUrl;
    return issuers[name].callback(req, res);
  };

  const route = async (req, res) => {
    const rawUrl = req.url ?? '/';
    const pathname = rawUrl.split('?')[0] ?? '/';
    const query = rawUrl.slice(pathname.length);

    // RFC 8414 metadata of an issuer with a path: /.well-known/oauth-authorization-server/<name>.
    const metadata = METADATA_PATH.exec(pathname);
    if (metadata?.[1]) return mount(metadata[1], req, res, `/.well-known/oauth-authorization-server${query}`);

    const prefixed = PREFIXED_PATH.exec(pathname);
    if (prefixed?.[1]) {
      const name = prefixed[1];
      const rest = prefixed[2] ?? '/';
      const interaction = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(rest);
      if (interaction?.[1]) {
        const { provider, accounts } = issuers[name];
        return handleInteraction(name, provider, accounts, interaction[1], req, res);
      }
      return mount(name, req, res, `${rest}${query}`);
    }

    if (pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      sendPage(res, 200, 'Local OpenID provider (development only)', indexBody(origin));
      return undefined;
    }
    sendError(res, 404, undefined, 'not_found', `Nothing at ${pathname}. The issuers are ${issuerList()}.`);
    return undefined;
  };

  const server = http.createServer((req, res) => {
    Promise.resolve()
      .then(() => route(req, res))
      .catch((error) => {
        if (error instanceof HttpError) {
          res.setHeader('connection', 'close');
          sendError(res, error.status, undefined, error.error, error.description);
          return;
        }
        console.error('Local OpenID provider: request failed', error);
        sendError(res, 500, undefined, 'server_error', 'The local OpenID provider failed; see its log.');
      });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  origin = normalizeOrigin(options.origin ?? `http://localhost:${actualPort}`);

  try {
    for (const name of PROVIDERS) {
      const accounts = new Map(
        ISSUER_INFO[name].people.accounts.map((member) => [
          subjectFor(name, member.email),
          { givenName: member.givenName, familyName: member.familyName, email: member.email },
        ]),
      );
      const provider = createProvider(name, { origin, clientSecret, signingKey, cookieKeys, accounts });
      issuers[name] = { provider, accounts, callback: provider.callback() };
    }
  } catch (error) {
    server.close();
    throw error;
  }

  log(`Local OpenID provider (development only) on ${origin}: issuers ${issuerList()}`);

  let closed;
  return {
    origin,
    port: actualPort,
    issuer(name) {
      if (!PROVIDERS.includes(name)) throw new Error(`Unknown local provider ${name}`);
      return `${origin}/${name}`;
    },
    close() {
      closed ??= new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve(undefined)));
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
