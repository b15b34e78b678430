import { loadScript } from '@/features/errors/load-script';

/** The part of JW Player's API we use. */
export interface JwPlayerInstance {
  setup(config: Record<string, unknown>): JwPlayerInstance;
  on(event: string, handler: (event: Record<string, unknown>) => void): JwPlayerInstance;
  remove(): void;
}
type JwPlayerGlobal = (element: HTMLElement | string) => JwPlayerInstance;

let loading: Promise<JwPlayerGlobal | null> | null = null;

/**
 * Adds JW Player's library (JW_PLAYER_LIBRARY_URL) once per page, by our own script so the CSP's
 * 'strict-dynamic' trusts it (decision 007); it carries the page nonce as GPT's loader does.
 * Call it only after consent. Resolves null when the library fails to load (reported by loadScript as
 * 'Failed to load script "{src}"'); the next player tries again.
 */
export function loadJwPlayer(libraryUrl: string): Promise<JwPlayerGlobal | null> {
  const existing = (window as { jwplayer?: JwPlayerGlobal }).jwplayer;
  if (existing) return Promise.resolve(existing);
  loading ??= loadScript(libraryUrl, { withNonce: true, feature: 'video' }).then(
    () => (window as { jwplayer?: JwPlayerGlobal }).jwplayer ?? null,
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/** For tests. */
export function resetJwLoader(): void {
  loading = null;
}

/** JW Player's hosted feed for a media or playlist id. */
export function jwPlaylistUrl(ids: { mediaId: string | null; playlistId: string | null }): string {
  return ids.mediaId ? `https://cdn.jwplayer.com/v2/media/${encodeURIComponent(ids.mediaId)}` : `https://cdn.jwplayer.com/v2/playlists/${encodeURIComponent(ids.playlistId ?? '')}`;
}
