import { deleteCookie, readCookie, setCookie } from '@/lib/cookies';
import { utmCookieName, utmFromCookies, utmKeys, type Utm } from './utm';

/**
 * UTM cookies are session cookies: they attribute the visit that came from a campaign and end
 * with the browser session (documented in docs/architecture.md, Analytics). A new landing with
 * UTM values replaces all five, so values of two campaigns never mix.
 */
export function storeUtm(utm: Utm): void {
  for (const key of utmKeys) {
    const value = utm[key];
    if (value === undefined) deleteCookie(utmCookieName(key));
    else setCookie(utmCookieName(key), value);
  }
}

export function storedUtm(): Utm | null {
  return utmFromCookies(document.cookie, readCookie);
}

export function forgetUtm(): void {
  for (const key of utmKeys) deleteCookie(utmCookieName(key));
}
