import 'server-only';
import { createHmac } from 'node:crypto';
import { sameSecret } from '@/lib/secrets.server';
import { isLoopbackAddress } from '@/features/mail/outbox.server';

/**
 * Access to the operator dashboard. Without OPERATOR_TOKEN only requests from this machine see
 * it (like /dev/outbox). With a token, the sign-in form checks it and sets a session cookie that
 * holds an expiry and an HMAC of that expiry keyed by the token: never the token itself, it
 * stops working when the token changes, and it cannot be extended without the token.
 */
export const operatorCookie = 'wellread_ops';

/**
 * The session cookie's name: over https `__Host-wellread_ops`, which a browser keeps only when it is
 * Secure, has Path=/ and no Domain, so no other host or path (and no http page) can set or shadow
 * it; over plain http (local use) the prefix is impossible and the plain name is used.
 */
export function operatorCookieName(secure: boolean): string {
  return secure ? `__Host-${operatorCookie}` : operatorCookie;
}
export const operatorSessionSeconds = 8 * 60 * 60;

function signature(token: string, expires: number): string {
  return createHmac('sha256', token).update(`wellread-ops:${expires}`).digest('base64url');
}

export function operatorSession(token: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + operatorSessionSeconds;
  return `${expires}.${signature(token, expires)}`;
}

export function validOperatorSession(token: string, cookie: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(cookie ?? '');
  if (!token || !match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  return sameSecret(match[2]!, signature(token, expires));
}

export type OperatorAccess = 'allowed' | 'sign-in' | 'hidden';

/** 'hidden' answers 404 (no token, not this machine); 'sign-in' shows the token form. */
export function operatorAccess(token: string, cookie: string | undefined, peerAddress: string | null, now = Date.now()): OperatorAccess {
  if (!token) return isLoopbackAddress(peerAddress) ? 'allowed' : 'hidden';
  return validOperatorSession(token, cookie, now) ? 'allowed' : 'sign-in';
}

export function sessionCookieHeader(value: string, secure: boolean): string {
  return `${operatorCookieName(secure)}=${value}; Path=/; Max-Age=${operatorSessionSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Cookies that end the session: both names, and the Path=/ops cookie of earlier versions. */
export function clearedSessionCookies(secure: boolean): string[] {
  const names = secure ? [operatorCookieName(true), operatorCookie] : [operatorCookie];
  return [
    ...names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${name.startsWith('__Host-') ? '; Secure' : ''}`),
    `${operatorCookie}=; Path=/ops; Max-Age=0; HttpOnly; SameSite=Strict`,
  ];
}
