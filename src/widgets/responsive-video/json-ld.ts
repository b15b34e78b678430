import type { LocalVideo, ResolvedVideo } from './resolve';
import type { ResponsiveVideoData } from './schema';
import { youTubeEmbedUrl, youTubeWatchUrl } from './video-url';

/** Seconds → ISO 8601 duration: 95 → "PT1M35S", 3600 → "PT1H". */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`;
  return `PT${parts}`;
}

const absolute = (origin: string, src: string | undefined) => (src ? (src.startsWith('/') ? `${origin}${src}` : src) : undefined);

type VideoObject = Record<string, unknown> & { '@type': 'VideoObject' };

function localVideoObject(item: LocalVideo, origin: string): VideoObject {
  const mp4 = item.sources.find((s) => s.type === 'video/mp4') ?? item.sources[0];
  return {
    '@type': 'VideoObject',
    name: item.title,
    description: item.description || item.title,
    thumbnailUrl: absolute(origin, item.poster),
    uploadDate: item.uploadDate,
    duration: item.duration ? isoDuration(item.duration) : undefined,
    contentUrl: absolute(origin, mp4?.src),
    transcript: item.transcript || undefined,
  };
}

/**
 * schema.org VideoObject for what the widget plays (Google's video rich results): one object, or
 * an ItemList of them for a playlist. Null when nothing plays.
 */
export function videoJsonLd(data: ResponsiveVideoData, resolved: ResolvedVideo, origin: string): Record<string, unknown> | null {
  const meta = data.contentMeta ?? {};
  const hosted = (fields: Record<string, unknown>): VideoObject => ({
    '@type': 'VideoObject',
    name: data.title || 'Video',
    description: meta.description || data.description || data.title || 'Video',
    thumbnailUrl: absolute(origin, meta.thumbnailUrl ?? data.poster),
    uploadDate: meta.uploadDate ?? data.uploadDate,
    duration: (meta.duration ?? data.duration) ? isoDuration((meta.duration ?? data.duration)!) : undefined,
    transcript: data.transcripts.map((t) => t.text).join('\n\n') || undefined,
    ...fields,
  });
  let objects: VideoObject[];
  switch (resolved.kind) {
    case 'none':
      return null;
    case 'native':
      objects = resolved.items.map((item) => localVideoObject(item, origin));
      break;
    case 'youtube':
      objects = [hosted({ embedUrl: youTubeEmbedUrl(resolved.ref), contentUrl: youTubeWatchUrl(resolved.ref) })];
      break;
    case 'jw':
      objects = resolved.mediaId
        ? [hosted({ embedUrl: `https://cdn.jwplayer.com/players/${resolved.mediaId}.html` })]
        : resolved.fallback.map((item) => localVideoObject(item, origin));
      break;
  }
  const clean = objects.map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
  if (clean.length === 0) return null;
  if (clean.length === 1) return { '@context': 'https://schema.org', ...clean[0] };
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: clean.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}
