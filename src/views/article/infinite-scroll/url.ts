import { log } from '@/lib/client-log';

/**
 * Points the address bar at `path` without navigating. The state is null on purpose: Next.js then
 * takes the new URL into its router (a state of its own would be passed through unseen, and the
 * router would put its old URL back on its next update).
 */
export function replacePathname(path: string, history: Pick<History, 'replaceState'> = window.history): boolean {
  try {
    history.replaceState(null, '', path);
    return true;
  } catch (error) {
    log('error', 'Failed to update URL pathname', { path, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
