import type { PlaylistItem, ResponsiveVideoData } from './schema';
import { isYouTubeListId, isYouTubeVideoId, parseYouTube, type YouTubeRef } from './video-url';

/** One self-hosted video as the native player plays it. */
export type LocalVideo = Omit<PlaylistItem, 'title'> & { title: string };

export type ResolvedVideo =
  /** Our own files in the browser's <video>; more than one item is a playlist. */
  | { kind: 'native'; items: LocalVideo[] }
  /** YouTube on youtube-nocookie.com behind the consent-gated click-to-load facade. */
  | { kind: 'youtube'; ref: YouTubeRef }
  /** JW Player (only when JW_PLAYER_LIBRARY_URL is set), loaded after consent; `fallback` plays until then. */
  | { kind: 'jw'; mediaId: string | null; playlistId: string | null; fallback: LocalVideo[] }
  /** Nothing to play: the widget renders nothing (spec, article blocks 5). */
  | { kind: 'none'; reason: string };

export interface VideoConfig {
  /** JW_PLAYER_LIBRARY_URL; empty: JW Player is not used. */
  jwLibraryUrl: string;
}

const fallbackTitle = 'Video';

/** The self-hosted videos the data describes: its playlist, else its own sources. */
export function localVideos(data: ResponsiveVideoData): LocalVideo[] {
  if (data.playlist?.length) return data.playlist;
  if (!data.sources?.length) return [];
  const transcript = data.transcripts.map((t) => t.text).filter(Boolean).join('\n\n');
  return [
    {
      title: data.title || fallbackTitle,
      sources: data.sources,
      captions: data.captions,
      poster: data.poster,
      duration: data.duration,
      uploadDate: data.uploadDate,
      description: data.description,
      transcript: transcript || undefined,
    },
  ];
}

/** The YouTube video (or playlist) the fields name: a valid videoId, else the embed code's URL, else playListId. */
function youTubeRef(data: ResponsiveVideoData): YouTubeRef | null {
  const fromCode = parseYouTube(data.embeddedVideoCode);
  const listId = data.playListId && isYouTubeListId(data.playListId) ? data.playListId : null;
  if (data.videoId && isYouTubeVideoId(data.videoId)) {
    const start = fromCode?.videoId === data.videoId ? fromCode.start : 0;
    return { videoId: data.videoId, listId, start };
  }
  if (fromCode) return fromCode;
  if (listId) return { videoId: null, listId, start: 0 };
  return null;
}

/**
 * What the widget plays, per videoType. Spec (article blocks 5): nothing when there is neither a
 * video id nor a playlist id; our self-hosted files count as the video. No third party is ever
 * chosen when our own files can play and the third party is not configured.
 */
export function resolveVideo(data: ResponsiveVideoData, config: VideoConfig): ResolvedVideo {
  const local = localVideos(data);
  const native = (reason: string): ResolvedVideo => (local.length ? { kind: 'native', items: local } : { kind: 'none', reason });
  switch (data.videoType) {
    case 'youtube': {
      const ref = youTubeRef(data);
      return ref ? { kind: 'youtube', ref } : native('no valid YouTube video id or playlist id');
    }
    case 'video_embed_code': {
      const ref = parseYouTube(data.embeddedVideoCode);
      return ref ? { kind: 'youtube', ref } : native('the embed code holds no YouTube URL and there are no video files');
    }
    case 'jw_player': {
      const mediaId = data.videoId || null;
      if (config.jwLibraryUrl && mediaId) return { kind: 'jw', mediaId, playlistId: null, fallback: local };
      return native(config.jwLibraryUrl ? 'no JW Player media id' : 'JW Player is not configured (JW_PLAYER_LIBRARY_URL) and there are no video files');
    }
    case 'jw_player_playlist': {
      const playlistId = data.playListId || null;
      if (config.jwLibraryUrl && playlistId) return { kind: 'jw', mediaId: null, playlistId, fallback: local };
      return native(config.jwLibraryUrl ? 'no JW Player playlist id' : 'JW Player is not configured (JW_PLAYER_LIBRARY_URL) and there are no video files');
    }
    case 'video_playlist': {
      if (local.length) return { kind: 'native', items: local };
      const ref = youTubeRef(data);
      return ref ? { kind: 'youtube', ref } : { kind: 'none', reason: 'no playlist items and no playlist id' };
    }
  }
}

/** "16:9" → "16 / 9" for CSS aspect-ratio. */
export function cssAspectRatio(ratio: string): string {
  const [w, h] = ratio.split(':');
  return `${w} / ${h}`;
}
