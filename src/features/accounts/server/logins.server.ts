import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { Database } from '@/db/schema';
import { log } from '@/lib/log';
import { dailyDoseFrom, dailyDoseSchema, dailyDoseUrl } from '../daily-dose';
import { extraParamsFrom } from '../login-params';
import type { AuthProvider } from '../providers';
import { safeReturnPath } from '../return-url';
import { loginTtlSeconds } from '../session-rules';
import { sha256 } from './keys.server';
import { identityClaims, memberForIdentity, type IdentityClaims, type MemberRow } from './members.server';
import { clientConfiguration, type ProviderPolicy } from './providers.server';

/** The cookie that binds a sign-in to the browser that started it (login CSRF): HttpOnly, 10 minutes, only sent to the callback path. */
export const loginBindingCookie = 'wellread_login';

export function loginBindingCookieHeader(value: string, https: boolean): string {
  return `${loginBindingCookie}=${value}; Path=/api/auth/callback; Max-Age=${loginTtlSeconds}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

export function clearedLoginBindingCookie(https: boolean): string {
  return `${loginBindingCookie}=; Path=/api/auth/callback; Max-Age=0; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

export const callbackPath = (provider: AuthProvider) => `/api/auth/callback/${provider}`;

export interface LoginStart {
  site: string;
  origin: string;
  policy: ProviderPolicy;
  /** The sign-in start's query: returnUrl, the daily-dose fields, the extra parameters. */
  query: URLSearchParams;
  /** The random value of the binding cookie set with the redirect. */
  binding: string;
}

/**
 * Starts a sign-in: a state, a nonce and a PKCE verifier kept server-side in auth_logins with the
 * return URL (only a same-origin one) and the daily-dose data, and the provider's authorization URL
 * carrying the scopes, S256 challenge, state, nonce and the extra parameters.
 */
export async function startLogin(db: Kysely<Database>, start: LoginStart, now: Date): Promise<{ url: URL; correlationId: string }> {
  const config = await clientConfiguration(start.policy);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const correlationId = randomUUID();
  const dailyDose = dailyDoseFrom(start.query);
  await db
    .insertInto('auth_logins')
    .values({
      state,
      binding_hash: sha256(start.binding),
      site: start.site,
      provider: start.policy.provider,
      code_verifier: verifier,
      nonce,
      correlation_id: correlationId,
      return_url: safeReturnPath(start.query.get('returnUrl'), start.origin),
      daily_dose: dailyDose ? JSON.stringify(dailyDose) : null,
      apple_user: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + loginTtlSeconds * 1000).toISOString(),
    })
    .execute();
  const params: Record<string, string> = {
    redirect_uri: `${start.origin}${callbackPath(start.policy.provider)}`,
    scope: start.policy.scopes.join(' '),
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...start.policy.fixedParams,
    ...(start.policy.sendsExtraParams ? extraParamsFrom(start.query, correlationId, start.policy.provider) : {}),
  };
  if (start.policy.responseMode === 'form_post') params.response_mode = 'form_post';
  return { url: oidc.buildAuthorizationUrl(config, params), correlationId };
}

/** Why a callback failed: its code for the auth failure event and the sentence the reader sees. */
export interface LoginFailure {
  ok: false;
  code: 'login_expired' | 'login_other_browser' | 'provider_error' | 'access_denied' | 'invalid_response' | 'provider_unavailable';
  message: string;
  correlationId: string | null;
}

export interface LoginSuccess {
  ok: true;
  member: MemberRow;
  isNew: boolean;
  claims: IdentityClaims;
  /** The spec's auth account claims, for the login success event: idp, aud, acr, new_user, email, provider. */
  account: { idp: string; aud: string; acr: string | null; new_user: boolean; email: string | null; provider: AuthProvider };
  refreshToken: string | null;
  correlationId: string;
  /** Where the member goes next: the daily-dose lesson, else the same-origin return path, else nowhere. */
  next: { kind: 'daily-dose'; url: string } | { kind: 'return'; path: string } | { kind: 'none' };
}

export interface LoginCallback {
  policy: ProviderPolicy;
  origin: string;
  /** The callback's parameters (query, or the form Apple posted). */
  params: URLSearchParams;
  binding: string | null;
  dailyDoseBase: string;
}

const failure = (code: LoginFailure['code'], message: string, correlationId: string | null = null): LoginFailure => ({ ok: false, code, message, correlationId });

/**
 * Finishes a sign-in. The state names a sign-in under way, which is deleted at once (a replayed
 * callback finds nothing); it must have been started by this browser (the binding cookie) for this
 * provider and not have expired. openid-client then checks the answer (state, issuer), redeems the
 * code with the PKCE verifier and validates the ID token (signature, issuer, audience, expiry, nonce).
 */
export async function finishLogin(db: Kysely<Database>, callback: LoginCallback, now: Date): Promise<LoginSuccess | LoginFailure> {
  const state = callback.params.get('state') ?? '';
  const row = state ? await db.deleteFrom('auth_logins').where('state', '=', state).returningAll().executeTakeFirst() : undefined;
  if (!row || row.provider !== callback.policy.provider) {
    return failure('login_expired', 'This sign-in link has already been used or has expired. Please sign in again.');
  }
  if (Date.parse(row.expires_at) <= now.getTime()) return failure('login_expired', 'This sign-in took too long and has expired. Please sign in again.', row.correlation_id);
  if (!callback.binding || sha256(callback.binding) !== row.binding_hash) {
    return failure('login_other_browser', 'This sign-in was started in another browser or tab that is gone. Please sign in again here.', row.correlation_id);
  }
  const error = callback.params.get('error');
  if (error) {
    const described = (callback.params.get('error_description') ?? '').slice(0, 200);
    if (error === 'access_denied') return failure('access_denied', 'Sign-in was cancelled. You can try again at any time.', row.correlation_id);
    log('warn', 'sign-in refused by the provider', { provider: row.provider, error: error.slice(0, 64), description: described });
    return failure('provider_error', 'The sign-in provider could not sign you in. Please try again.', row.correlation_id);
  }
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    const config = await clientConfiguration(callback.policy);
    const current = new URL(`${callback.origin}${callbackPath(callback.policy.provider)}`);
    for (const [name, value] of callback.params) current.searchParams.append(name, value);
    tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: row.code_verifier, expectedState: row.state, expectedNonce: row.nonce, idTokenExpected: true });
  } catch (err) {
    const network = err instanceof TypeError || (err instanceof Error && /fetch failed|timed? ?out|ECONNREFUSED|aborted/i.test(err.message));
    log('warn', 'sign-in callback failed', { provider: row.provider, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err), code: (err as { code?: string }).code });
    if (network) return failure('provider_unavailable', 'The sign-in provider cannot be reached just now. Please try again in a minute.', row.correlation_id);
    return failure('invalid_response', 'The answer from the sign-in provider could not be verified. Please sign in again.', row.correlation_id);
  }
  const idClaims = tokens.claims();
  if (!idClaims) return failure('invalid_response', 'The answer from the sign-in provider could not be verified. Please sign in again.', row.correlation_id);
  let appleUser: unknown;
  try {
    appleUser = row.apple_user ? JSON.parse(row.apple_user) : undefined;
  } catch {
    appleUser = undefined;
  }
  const claims = identityClaims(idClaims as Record<string, unknown>, appleUser);
  const { member, isNew } = await memberForIdentity(db, callback.policy.provider, claims, now);
  const dose = row.daily_dose ? dailyDoseSchema.safeParse(JSON.parse(row.daily_dose)) : null;
  const next: LoginSuccess['next'] =
    dose?.success && callback.dailyDoseBase
      ? { kind: 'daily-dose', url: dailyDoseUrl(callback.dailyDoseBase, dose.data, row.provider, row.correlation_id) }
      : row.return_url
        ? { kind: 'return', path: row.return_url }
        : { kind: 'none' };
  const aud = Array.isArray(idClaims.aud) ? idClaims.aud.join(' ') : String(idClaims.aud);
  return {
    ok: true,
    member,
    isNew,
    claims,
    account: { idp: String(idClaims.iss), aud, acr: typeof idClaims.acr === 'string' ? idClaims.acr : null, new_user: isNew, email: claims.email, provider: callback.policy.provider },
    refreshToken: tokens.refresh_token ?? null,
    correlationId: row.correlation_id,
    next,
  };
}

/**
 * Apple's form POST carries `user` (the member's name, on the first sign-in only) beside the code.
 * It is kept with the sign-in under way, so the GET the POST becomes carries no name or email in
 * its URL (and so none in an access log). At most 2 KB; only for a sign-in still under way.
 */
export async function keepAppleUser(db: Kysely<Database>, state: string, user: string, now: Date): Promise<void> {
  if (!state || !user || user.length > 2048) return;
  await db.updateTable('auth_logins').set({ apple_user: user }).where('state', '=', state).where('provider', '=', 'apple').where('expires_at', '>', now.toISOString()).execute();
}
