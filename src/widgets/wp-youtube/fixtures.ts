import type { z } from 'zod';
import type { wpYoutubeSchema } from './schema';

type Input = z.input<typeof wpYoutubeSchema>;

export const fixtures = {
  /** Spec (article blocks 8): no embedded code shows "Video Placeholder" / "Video implementation pending". */
  default: {
    widgetFormat: 'wp-youtube',
    title: 'Stretching at your desk',
  },
  emptyCode: {
    widgetFormat: 'wp-youtube',
    embeddedVideoCode: '   ',
  },
  /** Edge case: an embed of another service renders nothing; its markup is never used. */
  notYouTube: {
    widgetFormat: 'wp-youtube',
    embeddedVideoCode: '<iframe src="https://player.example.com/embed/1"></iframe>',
    title: 'A video from another service',
  },
  /** An old-editor iframe snippet: only the YouTube id and start second are read, behind the consent-gated facade. */
  iframeSnippet: {
    widgetFormat: 'wp-youtube',
    embeddedVideoCode: '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=30" frameborder="0" allowfullscreen></iframe>',
    title: 'Stretching at your desk',
  },
} satisfies Record<string, Input>;
