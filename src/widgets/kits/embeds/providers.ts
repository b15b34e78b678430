import type { ConsentCategory } from '@/features/consent/model';

/**
 * The outside services an article may embed (spec, article blocks 7: "embeds for social video and
 * data-visualisation services", loaded on demand). Each entry says which hosts an editor's URL may
 * come from (matched exactly, https only), how the player or chart URL is built from it (ids are
 * validated and re-assembled, nothing else of the pasted URL passes), which consent category
 * covers it, and the least the frame needs (sandbox tokens, Permissions Policy features).
 *
 * Consent mapping: video and social posts are "Social media" (its text names embedded posts, and
 * these services are social networks that may follow readers across sites); charts from
 * data-visualisation services are "Functional" (an extra the reader turns on, from a service that
 * does not track for advertising). Nothing is ever loaded before consent or a click (ConsentGatedFrame).
 */

export const embedProviderIds = ['youtube', 'vimeo', 'tiktok', 'instagram', 'datawrapper', 'flourish', 'infogram', 'tableau'] as const;
export type EmbedProviderId = (typeof embedProviderIds)[number];

export type EmbedKind = 'video' | 'post' | 'chart';

export interface ResolvedEmbed {
  provider: EmbedProviderId;
  /** The final frame URL, always on one of the provider's frame hosts. */
  src: string;
}

export interface EmbedProvider {
  id: EmbedProviderId;
  /** The name readers see ("Load video from Vimeo"). */
  name: string;
  kind: EmbedKind;
  category: ConsentCategory;
  /** Hosts an editor's URL may name (exact match, lower case). */
  hosts: readonly string[];
  /** Hosts the built frame URL may have (ConsentGatedFrame refuses any other src). */
  frameHosts: readonly string[];
  /** Shape of the frame when the editor gives none, as CSS aspect-ratio. */
  aspectRatio: string;
  /** Sandbox tokens: scripts and its own origin (the player needs its storage), popups for "watch on" links. */
  sandbox: string;
  /**
   * Permissions Policy features delegated to the frame; none is turned off by the site's own header.
   * Players get autoplay so a caller may start the video with the click that loaded it (the
   * video widget's YouTube facade does; the embed widget does not).
   */
  allow: string;
  /** Builds the frame URL from a parsed editor URL; null when it is not a URL this provider embeds. */
  build: (url: URL) => string | null;
}

const baseSandbox = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
const videoSandbox = `${baseSandbox} allow-presentation`;

const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean);
const youTubeId = /^[A-Za-z0-9_-]{11}$/;
const digits = (min: number, max: number) => new RegExp(`^\\d{${min},${max}}$`);

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else, or more than a day, → 0. */
export function startSeconds(raw: string | null | undefined): number {
  if (!raw) return 0;
  let seconds: number;
  if (/^\d{1,6}$/.test(raw)) seconds = Number(raw);
  else {
    const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(raw);
    if (!match || raw === '') return 0;
    seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  }
  return seconds <= 86_400 ? seconds : 0;
}

function buildYouTube(url: URL): string | null {
  const host = url.hostname;
  const segments = segmentsOf(url);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (['embed', 'shorts', 'live'].includes(segments[0] ?? '') && segments.length === 2) id = segments[1];
  else if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v');
  if (!id || id === 'videoseries' || !youTubeId.test(id)) return null;
  const start = startSeconds(url.searchParams.get('start') ?? url.searchParams.get('t'));
  return `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
}

function buildVimeo(url: URL): string | null {
  const segments = segmentsOf(url);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (url.hostname === 'player.vimeo.com') {
    if (segments[0] !== 'video' || segments.length !== 2) return null;
    id = segments[1];
  } else {
    // vimeo.com/123456789 or, for an unlisted video, vimeo.com/123456789/abcdef1234
    if (segments.length < 1 || segments.length > 2) return null;
    id = segments[0];
    if (segments[1]) hash = segments[1];
  }
  if (!id || !digits(1, 12).test(id)) return null;
  if (hash !== null && !/^[0-9a-f]{6,20}$/.test(hash)) return null;
  const params = new URLSearchParams();
  if (hash) params.set('h', hash);
  params.set('dnt', '1');
  const start = startSeconds(/(?:^|&)t=([^&]+)/.exec(url.hash.slice(1))?.[1]);
  return `https://player.vimeo.com/video/${id}?${params.toString()}${start > 0 ? `#t=${start}s` : ''}`;
}

function buildTikTok(url: URL): string | null {
  const segments = segmentsOf(url);
  let id: string | undefined;
  // www.tiktok.com/@user/video/ID, /embed/v2/ID, /player/v1/ID
  if (segments.length === 3 && /^@[\w.]{1,40}$/.test(segments[0]!) && segments[1] === 'video') id = segments[2];
  else if (segments.length === 3 && segments[0] === 'embed' && segments[1] === 'v2') id = segments[2];
  else if (segments.length === 3 && segments[0] === 'player' && segments[1] === 'v1') id = segments[2];
  if (!id || !digits(15, 25).test(id)) return null;
  return `https://www.tiktok.com/player/v1/${id}`;
}

function buildInstagram(url: URL): string | null {
  const segments = segmentsOf(url);
  const [kind, code, rest] = segments;
  if ((kind !== 'p' && kind !== 'reel') || !code || !/^[A-Za-z0-9_-]{5,40}$/.test(code)) return null;
  if (segments.length > 3 || (rest !== undefined && rest !== 'embed')) return null;
  return `https://www.instagram.com/${kind}/${code}/embed/`;
}

function buildDatawrapper(url: URL): string | null {
  const segments = segmentsOf(url);
  let id: string | undefined;
  let version: string | undefined;
  if (url.hostname === 'app.datawrapper.de') {
    if (segments[0] !== 'chart' && segments[0] !== 'map' && segments[0] !== 'table') return null;
    id = segments[1];
  } else {
    [id, version] = segments;
    if (segments.length > 3 || (segments[2] !== undefined && segments[2] !== 'index.html')) return null;
  }
  if (!id || !/^[A-Za-z0-9]{5}$/.test(id)) return null;
  if (version !== undefined && !digits(1, 4).test(version)) return null;
  return `https://datawrapper.dwcdn.net/${id}/${version ? `${version}/` : ''}`;
}

function buildFlourish(url: URL): string | null {
  const segments = segmentsOf(url);
  const [kind, id, rest] = segments;
  if ((kind !== 'visualisation' && kind !== 'story') || !id || !digits(1, 12).test(id)) return null;
  if (segments.length > 3 || (rest !== undefined && rest !== 'embed')) return null;
  return `https://flo.uri.sh/${kind}/${id}/embed`;
}

function buildInfogram(url: URL): string | null {
  const segments = segmentsOf(url);
  const slug = segments[0];
  // Infogram names a chart by a slug ending in its id ("blood-pressure-readings-1h7z2l8www3gp6o") or a bare id.
  if (segments.length !== 1 || !slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120 || !/[a-z0-9]{8,}$/.test(slug)) return null;
  return `https://e.infogram.com/${slug}?src=embed`;
}

function buildTableau(url: URL): string | null {
  const segments = segmentsOf(url);
  let workbook: string | undefined;
  let sheet: string | undefined;
  // public.tableau.com/views/Workbook/Sheet, or /app/profile/name/viz/Workbook/Sheet, or /shared/CODE is not accepted (no stable view)
  if (segments[0] === 'views' && segments.length === 3) [, workbook, sheet] = segments;
  else if (segments[0] === 'app' && segments[1] === 'profile' && segments[3] === 'viz' && segments.length === 6) [, , , , workbook, sheet] = segments;
  const name = /^[A-Za-z0-9_-]{1,100}$/;
  if (!workbook || !sheet || !name.test(workbook) || !name.test(sheet)) return null;
  return `https://public.tableau.com/views/${workbook}/${sheet}?:showVizHome=no&:embed=true`;
}

export const embedProviders: Record<EmbedProviderId, EmbedProvider> = {
  youtube: {
    id: 'youtube',
    name: 'YouTube',
    kind: 'video',
    category: 'social-media',
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com'],
    frameHosts: ['www.youtube-nocookie.com'],
    aspectRatio: '16 / 9',
    sandbox: videoSandbox,
    allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
    build: buildYouTube,
  },
  vimeo: {
    id: 'vimeo',
    name: 'Vimeo',
    kind: 'video',
    category: 'social-media',
    hosts: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
    frameHosts: ['player.vimeo.com'],
    aspectRatio: '16 / 9',
    sandbox: videoSandbox,
    allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
    build: buildVimeo,
  },
  tiktok: {
    id: 'tiktok',
    name: 'TikTok',
    kind: 'video',
    category: 'social-media',
    hosts: ['www.tiktok.com', 'tiktok.com'],
    frameHosts: ['www.tiktok.com'],
    aspectRatio: '9 / 16',
    sandbox: videoSandbox,
    allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
    build: buildTikTok,
  },
  instagram: {
    id: 'instagram',
    name: 'Instagram',
    kind: 'post',
    category: 'social-media',
    hosts: ['www.instagram.com', 'instagram.com'],
    frameHosts: ['www.instagram.com'],
    // The plain /embed/ page (no embed.js, so it cannot resize itself): a square photo plus header and caption lines.
    aspectRatio: '4 / 5',
    sandbox: baseSandbox,
    allow: '',
    build: buildInstagram,
  },
  datawrapper: {
    id: 'datawrapper',
    name: 'Datawrapper',
    kind: 'chart',
    category: 'functional',
    hosts: ['datawrapper.dwcdn.net', 'app.datawrapper.de'],
    frameHosts: ['datawrapper.dwcdn.net'],
    aspectRatio: '4 / 3',
    sandbox: baseSandbox,
    allow: '',
    build: buildDatawrapper,
  },
  flourish: {
    id: 'flourish',
    name: 'Flourish',
    kind: 'chart',
    category: 'functional',
    hosts: ['public.flourish.studio', 'flo.uri.sh'],
    frameHosts: ['flo.uri.sh'],
    aspectRatio: '4 / 3',
    sandbox: baseSandbox,
    allow: '',
    build: buildFlourish,
  },
  infogram: {
    id: 'infogram',
    name: 'Infogram',
    kind: 'chart',
    category: 'functional',
    hosts: ['infogram.com', 'e.infogram.com'],
    frameHosts: ['e.infogram.com'],
    aspectRatio: '4 / 3',
    sandbox: baseSandbox,
    allow: '',
    build: buildInfogram,
  },
  tableau: {
    id: 'tableau',
    name: 'Tableau Public',
    kind: 'chart',
    category: 'functional',
    hosts: ['public.tableau.com'],
    frameHosts: ['public.tableau.com'],
    aspectRatio: '4 / 3',
    sandbox: baseSandbox,
    allow: 'fullscreen',
    build: buildTableau,
  },
};

const maxInput = 5000;

/** An http(s) URL from what an editor pasted: the URL itself, or the src of an iframe in an embed code (the markup is never kept). */
export function urlFromEmbedCode(code: string): string | null {
  const text = code.slice(0, maxInput).trim();
  if (/^https:\/\/\S+$/i.test(text)) return text;
  if (!text.startsWith('<')) return null;
  const src = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(text);
  const candidate = src ? (src[1] ?? src[2] ?? '') : (/<blockquote\b[^>]*?\scite\s*=\s*"(https:\/\/[^"]+)"/i.exec(text)?.[1] ?? null);
  return candidate ? candidate.replace(/&amp;/g, '&').trim() : null;
}

/**
 * The provider and frame URL for an editor's URL or embed code, or null when it is not https, not
 * on an allowlisted host (exactly), carries credentials or a port, or holds no valid id.
 */
export function resolveEmbed(input: string | null | undefined): ResolvedEmbed | null {
  if (!input) return null;
  const raw = urlFromEmbedCode(input);
  if (!raw || raw.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  for (const provider of Object.values(embedProviders)) {
    if (!provider.hosts.includes(host)) continue;
    const src = provider.build(url);
    return src ? { provider: provider.id, src } : null;
  }
  return null;
}

/** Whether a frame URL is fit for the provider: https, on one of its frame hosts, no credentials or port. */
export function isFrameSrcFor(provider: EmbedProviderId, src: string): boolean {
  const entry = embedProviders[provider] as EmbedProvider | undefined;
  if (!entry) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && !url.username && !url.password && !url.port && entry.frameHosts.includes(url.hostname);
  } catch {
    return false;
  }
}

/** A first-party image path ("/media/x.jpg"): never another origin, never protocol-relative. */
export function isFirstPartyImage(src: string | undefined): src is string {
  return typeof src === 'string' && /^\/(?![/\\])[\w./%-]{1,300}$/.test(src) && !src.includes('..');
}
