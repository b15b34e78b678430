import type { SitemapVideo } from '@/lib/sitemap-xml';
import { resolveVideo, type VideoConfig } from './resolve';
import type { ResponsiveVideoData } from './schema';
import { youTubeEmbedUrl } from './video-url';

const absolute = (origin: string, src: string) => (src.startsWith('/') ? `${origin}${src}` : src);

/**
 * The <video:video> entries (Google video sitemaps) of one responsive_video node: one per video it
 * plays. Google needs a thumbnail, a title and a description, so a video without a poster or
 * thumbnail is left out.
 */
export function sitemapVideos(data: ResponsiveVideoData, origin: string, config: VideoConfig): SitemapVideo[] {
  const videos: SitemapVideo[] = [];
  const resolved = resolveVideo(data, config);
  const items = resolved.kind === 'native' ? resolved.items : resolved.kind === 'jw' && !resolved.mediaId ? resolved.fallback : [];
  for (const item of items) {
    const content = item.sources.find((s) => s.type === 'video/mp4') ?? item.sources[0]!;
    if (!item.poster) continue;
    videos.push({
      thumbnailLoc: absolute(origin, item.poster),
      title: item.title,
      description: item.description || item.title,
      contentLoc: absolute(origin, content.src),
      duration: item.duration,
      publicationDate: item.uploadDate,
    });
  }
  if (resolved.kind === 'youtube') {
    const thumbnail = data.contentMeta?.thumbnailUrl ?? data.poster;
    if (thumbnail) {
      videos.push({
        thumbnailLoc: absolute(origin, thumbnail),
        title: data.title || 'Video',
        description: data.contentMeta?.description || data.description || data.title || 'Video',
        playerLoc: youTubeEmbedUrl(resolved.ref),
        duration: data.contentMeta?.duration ?? data.duration,
        publicationDate: data.contentMeta?.uploadDate ?? data.uploadDate,
      });
    }
  }
  return videos;
}
