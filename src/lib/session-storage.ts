/** Spec: session storage keys are prefixed 'healthline.' (on every site). */
export const sessionKeyPrefix = 'healthline.';

export function sessionKey(name: string): string {
  return `${sessionKeyPrefix}${name}`;
}

/** Writes to session storage; private browsing modes may refuse, which is not an error for us. */
export function setSessionItem(name: string, value: string): void {
  try {
    window.sessionStorage.setItem(sessionKey(name), value);
  } catch {
    // storage unavailable or full
  }
}

export function getSessionItem(name: string): string | null {
  try {
    return window.sessionStorage.getItem(sessionKey(name));
  } catch {
    return null;
  }
}
