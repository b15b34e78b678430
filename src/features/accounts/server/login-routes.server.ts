import 'server-only';
import { headers } from 'next/headers';
import { getDb } from '@/db/client.server';
import { readFormBody } from '@/lib/api';
import { env } from '@/lib/env';
import { currentSiteId } from '@/lib/current-site.server';
import { log } from '@/lib/log';
import { countryFrom } from '@/lib/region';
import { requestIsHttps } from '@/lib/request-security';
import { siteOrigin } from '@/lib/site-origin';
import { readCookie } from '@/lib/cookies';
import { cookieNames, parseChoice } from '@/features/consent/model';
import { outcomeFragment, type SignInOutcome } from '../sign-in-outcome';
import { isAuthProvider } from '../providers';
import { deviceLabel } from '../session-rules';
import { clearedLoginBindingCookie, finishLogin, keepAppleUser, loginBindingCookie, loginBindingCookieHeader, startLogin } from './logins.server';
import { randomToken, seal } from './keys.server';
import { providerPolicy } from './providers.server';
import { accountRateLimited, privateError, privateHeaders } from './request.server';
import { createSession, endSessionByToken, sessionCookies, sessionToken } from './sessions.server';
import { linkConsentId } from './profile.server';

function redirect(location: string, cookies: string[] = []): Response {
  const h = new Headers({ location, ...privateHeaders, 'referrer-policy': 'no-referrer' });
  for (const cookie of cookies) h.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers: h });
}

/**
 * GET /api/auth/login/{provider}: starts a sign-in (spec 7, the login redirect) and sends the
 * browser to the provider, with a binding cookie that only this browser's callback will carry.
 */
export async function handleLoginStart(request: Request, provider: string): Promise<Response> {
  if (!isAuthProvider(provider)) return privateError(404, 'unknown_provider', 'There is no sign-in with that provider.');
  const policy = providerPolicy(provider);
  if (!policy) return privateError(404, 'provider_not_offered', 'Sign-in with this provider is not offered here.');
  const limited = await accountRateLimited('auth-start');
  if (limited) return limited;
  const db = await getDb();
  const site = await currentSiteId();
  const origin = siteOrigin(site);
  const https = requestIsHttps(request.headers);
  const binding = randomToken();
  try {
    const { url } = await startLogin(db, { site, origin, policy, query: new URL(request.url).searchParams, binding }, new Date());
    return redirect(url.toString(), [loginBindingCookieHeader(binding, https)]);
  } catch (error) {
    log('warn', 'sign-in could not start', { provider, error: error instanceof Error ? error.message : String(error) });
    return redirect(`/signing-you-in#${outcomeFragment({ outcome: 'failure', provider, code: 'provider_unavailable', message: 'The sign-in provider cannot be reached just now. Please try again in a minute.' })}`);
  }
}

/**
 * GET /api/auth/callback/{provider}: the provider's answer. Apple answers with a cross-site form
 * POST, which carries no SameSite=Lax cookie; that POST is turned into this GET (same parameters,
 * 303), which does. Success starts a session with a new id and goes to /signing-you-in.
 */
export async function handleCallback(request: Request, provider: string): Promise<Response> {
  if (!isAuthProvider(provider)) return privateError(404, 'unknown_provider', 'There is no sign-in with that provider.');
  const policy = providerPolicy(provider);
  if (!policy) return privateError(404, 'provider_not_offered', 'Sign-in with this provider is not offered here.');
  const https = requestIsHttps(request.headers);
  const limited = await accountRateLimited('auth-callback');
  if (limited) {
    return redirect(`/signing-you-in#${outcomeFragment({ outcome: 'failure', provider, code: 'rate_limited', message: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.' })}`);
  }
  const db = await getDb();
  const site = await currentSiteId();
  const now = new Date();
  const params = new URL(request.url).searchParams;
  const result = await finishLogin(
    db,
    { policy, origin: siteOrigin(site), params, binding: readCookie(request.headers.get('cookie') ?? '', loginBindingCookie) ?? null, dailyDoseBase: env().DAILY_DOSE_URL },
    now,
  );
  const clearBinding = clearedLoginBindingCookie(https);
  const staff = provider === 'staff';
  if (!result.ok && staff) return redirect(`/newsroom/sign-in?error=${encodeURIComponent(result.code)}`, [clearBinding]);
  if (!result.ok) {
    return redirect(`/signing-you-in#${outcomeFragment({ outcome: 'failure', provider, code: result.code, message: result.message, correlationId: result.correlationId })}`, [clearBinding]);
  }
  const h = await headers();
  // The browser's old session (if any) ends: a sign-in always gets a new session id.
  const previous = sessionToken(request.headers, https);
  if (previous) await endSessionByToken(db, previous);
  const { token } = await createSession(
    db,
    {
      memberId: result.member.id,
      site,
      provider,
      device: deviceLabel(h.get('user-agent')),
      place: countryFrom(h, env().COUNTRY_HEADER) ?? 'unknown',
      sealedRefreshToken: result.refreshToken ? await seal(db, result.refreshToken) : null,
    },
    now,
  );
  // The consent id of this browser's choice, so the account page can show the consent records made here.
  const consentId = parseChoice(readCookie(request.headers.get('cookie') ?? '', cookieNames.consent))?.consentId;
  if (consentId) await linkConsentId(db, result.member.id, consentId, now);
  // Staff go straight back to the newsroom or /ops: the reader's onboarding and sign-in events are not theirs (decision 017).
  if (staff) return redirect(staffReturn(result.next.kind === 'return' ? result.next.path : null), [clearBinding, ...sessionCookies(token, https)]);
  const outcome: SignInOutcome = { outcome: 'success', provider, correlationId: result.correlationId, newUser: result.isNew, idp: result.account.idp, aud: result.account.aud, acr: result.account.acr, next: result.next };
  return redirect(`/signing-you-in#${outcomeFragment(outcome)}`, [clearBinding, ...sessionCookies(token, https)]);
}

/** Where a staff sign-in returns: the newsroom or /ops page it started from, else the newsroom. */
export function staffReturn(next: string | null | undefined): string {
  return typeof next === 'string' && /^\/(newsroom|ops)(\/[\w\-/]*)?(\?[\w=&%\-.]*)?$/.test(next) ? next : '/newsroom';
}

/** Apple's form POST, turned into the GET that carries our cookies; its `user` field stays server-side (keepAppleUser). */
export async function handleFormPostCallback(request: Request, provider: string): Promise<Response> {
  const read = await readFormBody(request, 16_384);
  if (!read.ok) return privateError(413, 'payload_too_large', 'The sign-in answer is too large.');
  const params = new URLSearchParams(read.form);
  const user = params.get('user');
  params.delete('user');
  if (user && provider === 'apple') await keepAppleUser(await getDb(), params.get('state') ?? '', user, new Date());
  return redirect(`/api/auth/callback/${encodeURIComponent(provider)}?${params.toString()}`);
}
