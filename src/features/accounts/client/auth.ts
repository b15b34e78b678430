import { existingAnonymousId } from '@/features/analytics/anonymous-id';
import type { AuthEventAction } from '@/features/analytics/schema';
import { track } from '@/features/analytics/track';
import { randomId } from '@/lib/random-id';
import { readLocalSetting, readSessionItem, writeLocalSetting, writeSessionItem } from '@/lib/browser-storage';
import { log } from '@/lib/client-log';
import { isAuthProvider, type AuthProvider } from '../providers';
import { loadMe, mayBeSignedIn, setMe } from './me';

/**
 * Sign-in, sign-out and silent token acquisition in the browser (spec 4.4, 7 and 8). Every step
 * sends its auth event; the interacting flag is set while a start event's step runs.
 */
let interacting = false;
export const isInteracting = () => interacting;

export function authEvent(action: AuthEventAction, fields: { provider?: string; correlationId?: string; code?: string; message?: string; newUser?: boolean } = {}): void {
  if (action.endsWith('_start')) interacting = true;
  if (action.endsWith('_success') || action.endsWith('_failure')) interacting = false;
  const text = fields.code || fields.message ? `${fields.code ?? 'error'}: ${fields.message ?? ''}`.slice(0, 300) : undefined;
  // Spec 8: "Auth failure events: logged with code and message".
  if (action.endsWith('_failure')) log('warn', `auth ${action}`, { code: fields.code, errorMessage: fields.message });
  track('Auth Event', {
    actionOutcome: action,
    name: isAuthProvider(fields.provider) && fields.provider !== 'staff' ? fields.provider : undefined,
    correlationId: fields.correlationId && /^[\w-]{1,64}$/.test(fields.correlationId) ? fields.correlationId : undefined,
    text,
    newUser: fields.newUser,
  });
}

/** The provider this browser last signed in with (session storage keys are prefixed 'healthline.', spec 9). */
const providerSetting = 'authProvider';
export const lastProvider = (): AuthProvider | null => {
  const value = readLocalSetting(providerSetting);
  return isAuthProvider(value) ? value : null;
};
export const rememberProvider = (provider: AuthProvider) => writeLocalSetting(providerSetting, provider);

/** A per-tab id for the login redirect's sessionId parameter. */
function tabSessionId(): string {
  const existing = readSessionItem('authSessionId');
  if (existing) return existing;
  const id = randomId();
  writeSessionItem('authSessionId', id);
  return id;
}

export interface SignInOptions {
  /** Where to come back to; defaults to the current page. Only a same-origin path is followed (the server checks too). */
  returnUrl?: string;
  /** What asked for the sign-in: header, save-article, follow-topic, renewal… */
  authPrompt?: string;
  /** The daily-dose lesson a sign-in started from. */
  dailyDose?: { lessonId: string; unitId: string; transitId?: string };
}

/** The URL that starts a sign-in (GET /api/auth/login/{provider}), with the spec's extra parameters. */
export function signInHref(provider: AuthProvider, options: SignInOptions = {}): string {
  const params = new URLSearchParams();
  params.set('returnUrl', options.returnUrl ?? (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`));
  if (options.authPrompt) params.set('authPrompt', options.authPrompt);
  if (typeof window !== 'undefined') {
    params.set('sessionId', tabSessionId());
    // Only an id that already exists (it exists only with performance consent); signing in never creates one.
    const anonymous = existingAnonymousId();
    if (anonymous) params.set('anonymousId', anonymous);
  }
  if (options.dailyDose) {
    params.set('lessonId', options.dailyDose.lessonId);
    params.set('unitId', options.dailyDose.unitId);
    if (options.dailyDose.transitId) params.set('transitId', options.dailyDose.transitId);
  }
  return `/api/auth/login/${provider}?${params.toString()}`;
}

/** Starts a login redirect: the start event, then the browser leaves for the provider. */
export function startSignIn(provider: AuthProvider, options: SignInOptions = {}, go: (href: string) => void = (href) => window.location.assign(href)): void {
  authEvent('login_start', { provider });
  rememberProvider(provider);
  go(signInHref(provider, options));
}

/** Sign-out (spec 4.4): ends the session on the server; without one, spec 8's message. */
export async function signOut(): Promise<{ ok: true } | { ok: false; message: string }> {
  authEvent('logout_start');
  if (!mayBeSignedIn()) {
    const message = 'No authenticated accounts found to sign out';
    authEvent('logout_failure', { code: 'no_account', message });
    return { ok: false, message };
  }
  try {
    const response = await fetch('/api/auth/clear-cookie', { method: 'POST', credentials: 'same-origin' });
    setMe({ authenticated: false });
    if (response.status === 401) {
      const message = 'No authenticated accounts found to sign out';
      authEvent('logout_failure', { code: 'no_account', message });
      return { ok: false, message };
    }
    if (!response.ok) throw new Error(`status ${response.status}`);
    authEvent('logout_success');
    return { ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    authEvent('logout_failure', { code: 'network', message });
    return { ok: false, message };
  }
}

export class TokenError extends Error {}

let cached: { token: string; rvoId: string; expires: number } | null = null;

/**
 * Silent token acquisition (spec 4.4 and 8): an access token for the user profile service,
 * reused until a minute before it expires. No account: 'No authenticated accounts found'; no known
 * provider: 'Unable to determine authentication provider'; when the server says interaction is
 * required, a new login redirect starts with the provider the member used; anything else:
 * 'Failed to acquire token'.
 */
export async function acquireToken(go: (href: string) => void = (href) => window.location.assign(href)): Promise<{ token: string; rvoId: string }> {
  if (cached && cached.expires - 60_000 > Date.now()) return { token: cached.token, rvoId: cached.rvoId };
  const me = await loadMe();
  if (!me.authenticated) {
    authEvent('acquire_token_failure', { code: 'no_account', message: 'No authenticated accounts found' });
    throw new TokenError('No authenticated accounts found');
  }
  const provider = me.user.authProvider ?? lastProvider();
  if (!isAuthProvider(provider)) {
    authEvent('acquire_token_failure', { code: 'no_provider', message: 'Unable to determine authentication provider' });
    throw new TokenError('Unable to determine authentication provider');
  }
  authEvent('acquire_token_start', { provider });
  let response: Response;
  try {
    response = await fetch('/api/auth/token', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    authEvent('acquire_token_failure', { provider, code: 'network', message: 'Failed to acquire token' });
    throw new TokenError('Failed to acquire token');
  }
  if (response.status === 401) {
    authEvent('acquire_token_failure', { provider, code: 'interaction_required', message: 'Failed to acquire token' });
    setMe({ authenticated: false });
    startSignIn(provider, { authPrompt: 'renewal' }, go);
    throw new TokenError('Failed to acquire token');
  }
  const body = (await response.json().catch(() => null)) as { accessToken?: string; rvoId?: string; expiresOn?: string } | null;
  if (!response.ok || !body?.accessToken || !body.rvoId) {
    authEvent('acquire_token_failure', { provider, code: `status_${response.status}`, message: 'Failed to acquire token' });
    throw new TokenError('Failed to acquire token');
  }
  cached = { token: body.accessToken, rvoId: body.rvoId, expires: Date.parse(body.expiresOn ?? '') || Date.now() + 300_000 };
  authEvent('acquire_token_success', { provider });
  return { token: body.accessToken, rvoId: body.rvoId };
}

/** For tests and sign-out: forget the cached token. */
export function forgetToken(): void {
  cached = null;
}
