/**
 * What the callback tells /signing-you-in, in the URL's fragment (never sent to a server, never
 * in a Referer). A forged fragment can do no harm: the page follows only a same-origin path or a
 * URL on the configured daily-dose site, and claims nothing the session does not back.
 */
export type SignInOutcome =
  | {
      outcome: 'success';
      provider: string;
      correlationId: string;
      newUser: boolean;
      idp: string;
      aud: string;
      acr: string | null;
      next: { kind: 'daily-dose'; url: string } | { kind: 'return'; path: string } | { kind: 'none' };
    }
  | { outcome: 'failure'; provider: string; code: string; message: string; correlationId?: string | null };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function outcomeFragment(outcome: SignInOutcome): string {
  return toBase64Url(JSON.stringify(outcome));
}

/** The outcome in a location hash, or null when there is none or it does not read. */
export function readOutcome(hash: string): SignInOutcome | null {
  const encoded = hash.replace(/^#/, '');
  if (!encoded || encoded.length > 8000 || !/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const value = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Partial<SignInOutcome>;
    if (value.outcome === 'success' && typeof value.provider === 'string' && typeof value.correlationId === 'string' && value.next && typeof value.next === 'object') return value as SignInOutcome;
    if (value.outcome === 'failure' && typeof value.provider === 'string' && typeof value.message === 'string') return { ...value, message: value.message.slice(0, 300) } as SignInOutcome;
    return null;
  } catch {
    return null;
  }
}
