import { readCookie } from '@/features/consent/model';

/** First-party analytics cookies: Path=/, SameSite=Lax, Secure on https. Without maxAgeSeconds a session cookie. */
export function setCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${maxAge}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function getCookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}
