import { mayBeSignedIn } from './me';

/** The member's saved paths on this site, asked once per page and shared by every save button. */
let pending: Promise<Set<string>> | null = null;

export function loadSavedPaths(): Promise<Set<string>> {
  if (!mayBeSignedIn()) return Promise.resolve(new Set());
  pending ??= fetch('/api/account/saved', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (r) => (r.ok ? new Set(((await r.json()) as { saved: { path: string }[] }).saved.map((s) => s.path)) : new Set<string>()))
    .catch(() => new Set<string>());
  return pending;
}

/** Saves or removes an article; resolves to the new state, rejects with a message the button shows. */
export async function setSaved(path: string, saved: boolean): Promise<boolean> {
  const response = await fetch('/api/account/saved', {
    method: saved ? 'POST' : 'DELETE',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ path }),
  });
  if (response.status === 401) throw new Error('Your session has ended. Please sign in again.');
  if (!response.ok) throw new Error('That did not work. Please try again.');
  const paths = await loadSavedPaths();
  if (saved) paths.add(path);
  else paths.delete(path);
  return saved;
}
