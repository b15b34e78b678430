/**
 * Session lifetimes. A session ends after 14 days without a visit (idle) and 30 days after sign-in
 * whatever happens (absolute); the provider is asked again (refresh) at most hourly when a token
 * is requested. Access tokens for the user profile service live 10 minutes.
 */
export const sessionIdleDays = 14;
export const sessionAbsoluteDays = 30;
export const providerRecheckMinutes = 60;
export const accessTokenSeconds = 600;
/** A sign-in under way must come back within 10 minutes. */
export const loginTtlSeconds = 600;
/** last_seen_at is written at most this often per session, so reading pages does not write every time. */
export const touchEverySeconds = 300;

const day = 86_400_000;

export interface SessionTimes {
  last_seen_at: string;
  expires_at: string;
}

/** Whether a session is still alive at `now`: before its absolute end and within the idle window. */
export function sessionAlive(session: SessionTimes, now: Date): boolean {
  const t = now.getTime();
  return t < Date.parse(session.expires_at) && t < Date.parse(session.last_seen_at) + sessionIdleDays * day;
}

export function absoluteExpiry(now: Date): string {
  return new Date(now.getTime() + sessionAbsoluteDays * day).toISOString();
}

/** Whether last_seen_at is old enough to be written again. */
export function dueForTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - Date.parse(session.last_seen_at) >= touchEverySeconds * 1000;
}

/** "Firefox on Android": the browser and the system of a User-Agent, nothing finer (no versions), for the sessions list. */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /OPR\/|Opera/.test(ua) ? 'Opera' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\/|CriOS\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'A browser';
  const system = /Android/.test(ua) ? 'Android' : /iPhone|iPad|iPod/.test(ua) ? 'iOS' : /Mac OS X|Macintosh/.test(ua) ? 'macOS' : /Windows/.test(ua) ? 'Windows' : /CrOS/.test(ua) ? 'ChromeOS' : /Linux/.test(ua) ? 'Linux' : 'an unknown system';
  return `${browser} on ${system}`;
}
