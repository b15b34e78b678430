import { getCookie } from '@/lib/cookies';
import type { SignedInUser } from '../answers';

export type { SignedInUser };

/** The browser's view of the member (GET /api/me; spec 3, Signed-in user). */
export type Me = { authenticated: false } | { authenticated: true; user: SignedInUser; session: { id: string; expiresAt: string } };

/** The hint cookie the server sets with a session (src/features/accounts/server/sessions.server.ts): nothing in it but "1". */
export const memberHintCookie = 'wellread_member';

/** Whether this browser may have a session: only then is /api/me asked, so anonymous readers make no extra request. */
export function mayBeSignedIn(): boolean {
  return typeof document !== 'undefined' && getCookie(memberHintCookie) === '1';
}

let pending: Promise<Me> | null = null;
const listeners = new Set<(me: Me) => void>();

/** GET /api/me once per page (every island shares the answer); a reader without the hint cookie is anonymous without asking. */
export function loadMe(): Promise<Me> {
  if (!mayBeSignedIn()) return Promise.resolve({ authenticated: false });
  pending ??= fetch('/api/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? ((await response.json()) as Me) : { authenticated: false as const }))
    .catch(() => ({ authenticated: false as const }));
  return pending;
}

/** Every island that shows member state hears a change (sign-out, deletion) at once. */
export function onMeChange(listener: (me: Me) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setMe(me: Me): void {
  pending = Promise.resolve(me);
  for (const listener of listeners) listener(me);
}
