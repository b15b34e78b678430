import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { JsonLd } from '@/lib/json-ld';
import { logOnce } from '@/lib/log';
import { siteOrigin } from '@/lib/site-origin';
import type { WidgetProps } from '../define';
import { videoJsonLd } from './json-ld';
import { JwPlayer, NativePlayer } from './leaves';
import { videoConfig } from './config';
import { cssAspectRatio, resolveVideo } from './resolve';
import type { responsiveVideoSchema } from './schema';
import { YouTubeVideo } from './YouTubeVideo';
import styles from './ResponsiveVideo.module.css';

export const videoLocation = 'responsive_video';

/**
 * responsive_video: our own files in the native player by default; YouTube behind the consent-gated
 * click-to-load facade; JW Player only when configured and allowed. Renders nothing without a video
 * (spec, article blocks 5), logged once per page and node.
 */
export function ResponsiveVideo({ data, context }: WidgetProps<typeof responsiveVideoSchema>) {
  const config = videoConfig();
  const resolved = resolveVideo(data, config);
  if (resolved.kind === 'none') {
    logOnce(`responsive_video:${context.canonicalPath}:${context.index}`, 'warn', 'responsive_video renders nothing', {
      path: context.canonicalPath,
      index: context.index,
      videoType: data.videoType,
      reason: resolved.reason,
    });
    return null;
  }
  const aspectRatio = cssAspectRatio(data.aspectRatio);
  const idPrefix = `video-p${context.page}-${context.index}`;
  const title = data.title || (resolved.kind === 'native' ? resolved.items[0]!.title : 'Video');
  const jsonLd = videoJsonLd(data, resolved, siteOrigin(context.site));
  const common = { location: videoLocation, idPrefix, trackers: data.videoTrackers, autoplay: data.videoAutoplay, aspectRatio };
  return (
    <section className={styles.videoWidget} aria-label={data.htmlTitle ? undefined : title} aria-labelledby={data.htmlTitle ? `${idPrefix}-title` : undefined} data-video-type={data.videoType}>
      {data.htmlTitle && (
        <div id={`${idPrefix}-title`}>
          <EditorHtml className={styles.heading} html={data.htmlTitle} />
        </div>
      )}
      {resolved.kind === 'native' && <NativePlayer items={resolved.items} {...common} />}
      {resolved.kind === 'jw' && (
        <JwPlayer
          libraryUrl={config.jwLibraryUrl}
          mediaId={resolved.mediaId}
          playlistId={resolved.playlistId}
          title={title}
          fallback={resolved.fallback}
          targeting={data.targeting}
          skipPeriod={data.skipPeriod}
          enablePostRoll={data.enablePostRoll}
          {...common}
        />
      )}
      {resolved.kind === 'youtube' && (
        <YouTubeVideo
          videoRef={resolved.ref}
          title={title}
          aspectRatio={aspectRatio}
          transcripts={data.transcripts.map((t) => t.text)}
          idPrefix={idPrefix}
          thumbnail={data.poster ?? data.contentMeta?.thumbnailUrl}
        />
      )}
      {jsonLd && <JsonLd data={jsonLd} />}
    </section>
  );
}
