/**
 * Reading a YouTube video from what editors paste (spec, article blocks 5: "id read from an embed
 * URL with an optional start-seconds parameter"). Only the id and the start second are kept; the
 * player is always built by us on www.youtube-nocookie.com, never from the pasted markup.
 */

export interface YouTubeRef {
  /** The 11-character video id, or null for a playlist-only reference. */
  videoId: string | null;
  /** A playlist id (list=…), when the URL names one. */
  listId: string | null;
  /** Where playback starts, in whole seconds; 0 when the URL gives none. */
  start: number;
}

const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;
const listIdPattern = /^[A-Za-z0-9_-]{2,64}$/;
const youTubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be', 'www.youtu.be']);

export const isYouTubeVideoId = (id: string): boolean => videoIdPattern.test(id);
export const isYouTubeListId = (id: string): boolean => listIdPattern.test(id);

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else → 0. At most a day. */
export function parseStartSeconds(raw: string | null | undefined): number {
  if (!raw) return 0;
  const value = raw.trim();
  let seconds = 0;
  if (/^\d{1,6}$/.test(value)) seconds = Number(value);
  else {
    const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(value);
    if (!match || value === '') return 0;
    seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  }
  return seconds <= 86_400 ? seconds : 0;
}

/** The URL in an editor's snippet: an iframe's src, or the text itself when it starts with a URL. */
export function firstUrlIn(code: string): string | null {
  const text = code.slice(0, 5000);
  const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(text);
  const candidate = src?.[1] ?? /^\s*((?:https?:)?\/\/[^\s"'<>]+)/i.exec(text)?.[1] ?? null;
  return candidate ? candidate.replace(/&amp;/g, '&') : null;
}

/**
 * Reads a YouTube reference from a URL or an iframe snippet:
 * youtube.com/embed/ID?start=N, youtu.be/ID?t=N, youtube.com/watch?v=ID&t=N, /shorts/ID,
 * /embed/videoseries?list=L, /playlist?list=L (also on youtube-nocookie.com). Null when it is
 * not a YouTube URL or holds no valid id.
 */
export function parseYouTube(input: string | null | undefined): YouTubeRef | null {
  if (!input) return null;
  const raw = firstUrlIn(input);
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (!youTubeHosts.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null = null;
  if (host.endsWith('youtu.be')) candidate = segments[0] ?? null;
  else if ((segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live' || segments[0] === 'v') && segments[1] !== 'videoseries') candidate = segments[1] ?? null;
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v');
  const videoId = candidate && isYouTubeVideoId(candidate) ? candidate : null;
  const list = url.searchParams.get('list');
  const listId = list && isYouTubeListId(list) ? list : null;
  if (!videoId && !listId) return null;
  const start = parseStartSeconds(url.searchParams.get('start') ?? url.searchParams.get('t') ?? /(?:^|&)t=([^&]+)/.exec(url.hash.slice(1))?.[1]);
  return { videoId, listId, start };
}

/** The privacy-enhanced player URL for a reference (the iframe is built only after consent and a click). */
export function youTubeEmbedUrl(ref: YouTubeRef, options: { autoplay?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (ref.videoId && ref.listId) params.set('list', ref.listId);
  if (!ref.videoId && ref.listId) params.set('list', ref.listId);
  if (ref.start > 0) params.set('start', String(ref.start));
  if (options.autoplay) params.set('autoplay', '1');
  params.set('rel', '0');
  const path = ref.videoId ? ref.videoId : 'videoseries';
  return `https://www.youtube-nocookie.com/embed/${path}?${params.toString()}`;
}

/** A public watch URL (JSON-LD contentUrl / the link under the facade). */
export function youTubeWatchUrl(ref: YouTubeRef): string {
  if (!ref.videoId) return `https://www.youtube.com/playlist?list=${ref.listId ?? ''}`;
  return `https://www.youtube.com/watch?v=${ref.videoId}${ref.start > 0 ? `&t=${ref.start}s` : ''}`;
}
