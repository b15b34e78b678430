import type { z } from 'zod';
import type { responsiveVideoSchema } from './schema';

type Input = z.input<typeof responsiveVideoSchema>;

const boxBreathing = {
  sources: [
    { src: '/media/video/box-breathing.webm', type: 'video/webm' as const },
    { src: '/media/video/box-breathing.mp4', type: 'video/mp4' as const },
  ],
  captions: '/media/video/box-breathing.vtt',
  poster: '/media/video/box-breathing.jpg',
  duration: 20,
  uploadDate: '2025-11-20',
};

export const boxBreathingTranscript =
  'Box breathing is a simple way to slow down when you feel stressed.\n\nBreathe in slowly through your nose for a count of four. Hold your breath gently for a count of four.\n\nBreathe out through your mouth for a count of four. Hold again for four, then start the next round.';

export const fourSevenEightTranscript =
  'The four seven eight method is a breathing pattern that can help you relax.\n\nBreathe in quietly through your nose for a count of four. Hold your breath for a count of seven. Breathe out fully through your mouth for a count of eight.\n\nTry four rounds. Stop if you feel dizzy.';

export const handwashingTranscript =
  'Washing your hands well takes about twenty seconds.\n\nWet your hands with clean water and add soap. Scrub the backs, between your fingers and under your nails.\n\nRinse with clean water and dry with a clean towel.';

export const fixtures = {
  /** Our local default: self-hosted files, captions, poster and transcript, in the native player. */
  default: {
    widgetFormat: 'responsive_video',
    videoType: 'video_embed_code',
    title: 'Box breathing in four steps',
    htmlTitle: '<h2>Watch: box breathing in four steps</h2>',
    description: 'A 20-second guide to box breathing: breathe in, hold, breathe out and hold, each for a count of four.',
    ...boxBreathing,
    transcripts: [{ language: 'en', text: boxBreathingTranscript }],
  },
  /** A self-hosted playlist of two clips. */
  playlist: {
    widgetFormat: 'responsive_video',
    videoType: 'video_playlist',
    title: 'Two breathing exercises',
    playlist: [
      {
        title: 'Box breathing',
        ...boxBreathing,
        description: 'Breathe in, hold, breathe out and hold, each for a count of four.',
        transcript: boxBreathingTranscript,
      },
      {
        title: '4-7-8 breathing',
        sources: [
          { src: '/media/video/four-seven-eight-breathing.webm', type: 'video/webm' },
          { src: '/media/video/four-seven-eight-breathing.mp4', type: 'video/mp4' },
        ],
        captions: '/media/video/four-seven-eight-breathing.vtt',
        poster: '/media/video/four-seven-eight-breathing.jpg',
        duration: 20,
        uploadDate: '2025-11-20',
        description: 'Breathe in for four, hold for seven and breathe out for eight.',
        transcript: fourSevenEightTranscript,
      },
    ],
  },
  /** jw_player without JW_PLAYER_LIBRARY_URL: its own files play natively, nothing is asked of JW Player. */
  jwPlayerWithLocalFiles: {
    widgetFormat: 'responsive_video',
    videoType: 'jw_player',
    videoId: 'Ab12Cd34',
    title: 'How to wash your hands',
    aspectRatio: '16:9',
    sources: [
      { src: '/media/video/handwashing.webm', type: 'video/webm' },
      { src: '/media/video/handwashing.mp4', type: 'video/mp4' },
    ],
    captions: '/media/video/handwashing.vtt',
    poster: '/media/video/handwashing.jpg',
    duration: 17,
    uploadDate: '2025-11-20',
    transcripts: [{ language: 'en', text: handwashingTranscript }],
    skipPeriod: 5,
    enablePostRoll: false,
  },
  /** A square box and no transcript or captions: still plays. */
  squareNoTranscript: {
    widgetFormat: 'responsive_video',
    videoType: 'video_embed_code',
    title: 'How to wash your hands (square)',
    aspectRatio: '1:1',
    sources: [{ src: '/media/video/handwashing.mp4', type: 'video/mp4' }],
    poster: '/media/video/handwashing.jpg',
  },
  /** Edge case: a jw_player video with neither JW Player configured nor our own files renders nothing. */
  jwPlayerNotConfigured: {
    widgetFormat: 'responsive_video',
    videoType: 'jw_player',
    videoId: 'Ab12Cd34',
    title: 'A JW Player video',
  },
  /** Edge case (spec, article blocks 5): no video id and no playlist id renders nothing. */
  noVideo: {
    widgetFormat: 'responsive_video',
    videoType: 'youtube',
    title: 'A video without an id',
  },
  /** Edge case: an embed code that is not a YouTube URL and no files renders nothing; the markup is never used. */
  foreignEmbedCode: {
    widgetFormat: 'responsive_video',
    videoType: 'video_embed_code',
    embeddedVideoCode: '<iframe src="https://player.example.com/v/123" onload="alert(1)"></iframe>',
  },
  /** YouTube behind the consent-gated click-to-load facade, starting at 42 s. */
  youtubeWithStart: {
    widgetFormat: 'responsive_video',
    videoType: 'youtube',
    title: 'Breathing exercises for stress',
    embeddedVideoCode: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42',
    contentMeta: { description: 'A short guide to calm breathing.', uploadDate: '2024-05-01', duration: 212 },
  },
  youtubeFromIframe: {
    widgetFormat: 'responsive_video',
    videoType: 'video_embed_code',
    title: 'Stretching at your desk',
    embeddedVideoCode:
      '<iframe width="560" height="315" src="https://youtu.be/dQw4w9WgXcQ?t=1m5s" title="YouTube video player" allowfullscreen></iframe>',
  },
} satisfies Record<string, Input>;
