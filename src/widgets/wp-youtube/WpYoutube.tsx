import { logOnce } from '@/lib/log';
import type { WidgetProps } from '../define';
import { YouTubeVideo } from '../responsive-video/YouTubeVideo';
import { parseYouTube } from '../responsive-video/video-url';
import type { wpYoutubeSchema } from './schema';
import styles from './WpYoutube.module.css';

/** Spec (article blocks 8): wp-youtube with no embedded code. */
export const placeholderTitle = 'Video Placeholder';
export const placeholderText = 'Video implementation pending';

export function WpYoutube({ data, context }: WidgetProps<typeof wpYoutubeSchema>) {
  const code = data.embeddedVideoCode?.trim();
  if (!code) {
    return (
      <div className={styles.placeholder} role="note">
        <p className={styles.placeholderTitle}>{placeholderTitle}</p>
        <p className={styles.placeholderText}>{placeholderText}</p>
      </div>
    );
  }
  const ref = parseYouTube(code);
  if (!ref) {
    logOnce(`wp-youtube:${context.canonicalPath}:${context.index}`, 'warn', 'wp-youtube embed code holds no YouTube URL: rendered nothing', {
      path: context.canonicalPath,
      index: context.index,
    });
    return null;
  }
  return (
    <section className={styles.wpYoutube} aria-label={data.title || 'Video'}>
      <YouTubeVideo videoRef={ref} title={data.title || 'Video'} aspectRatio="16 / 9" transcripts={[]} idPrefix={`wp-youtube-p${context.page}-${context.index}`} />
    </section>
  );
}
