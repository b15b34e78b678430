import { z } from 'zod';
import { imageSrcField, isoDateField, plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';

export const videoTypes = ['jw_player', 'jw_player_playlist', 'video_embed_code', 'youtube', 'video_playlist'] as const;
export type VideoType = (typeof videoTypes)[number];

/** A file on our own site (/media/…) or an https URL: what a <video>, <track> or poster may load. */
const mediaSrcField = z
  .string()
  .max(2000)
  .refine((v) => /^\/(?!\/)[^\s"'<>]*$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), 'must be a site path (/media/…) or an https URL');

export const videoSourceSchema = z.strictObject({
  src: mediaSrcField.describe('The file: /media/video/name.mp4 or an https URL.'),
  type: z.enum(['video/mp4', 'video/webm']).describe('Its container; list WebM before MP4 when you have both.'),
});

const transcriptText = plainText(30_000).describe('What is said (and shown), as plain text; a blank line starts a new paragraph.');

/** One self-hosted video: our local default, played by the browser's own <video> without any account. */
const localVideoFields = {
  sources: z.array(videoSourceSchema).min(1).max(4).describe('The video files, in order of preference (WebM, then MP4).'),
  captions: mediaSrcField.optional().describe('WebVTT captions (.vtt) in English, shown by default.'),
  poster: imageSrcField.optional().describe('Still image shown before playing (640x360 or larger).'),
  duration: z.number().int().min(1).max(86_400).optional().describe('Length in whole seconds (for search engines and the playlist).'),
  uploadDate: isoDateField.optional().describe('When the video was first published (for search engines).'),
  description: plainText(500).optional().describe('One or two sentences about the video (for search engines).'),
};

export const playlistItemSchema = z.strictObject({
  title: z.string().trim().min(1).max(200).describe('The video’s title, shown in the list.'),
  ...localVideoFields,
  transcript: transcriptText.optional(),
});

export const transcriptSchema = z.strictObject({
  language: z.literal('en').default('en'),
  text: transcriptText,
});

const idField = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be letters, digits, _ or -');

/**
 * The spec's video widget fields verbatim (article blocks 3), plus the fields that describe a
 * self-hosted video (`sources`, `captions`, `poster`, `duration`, `uploadDate`, `description`)
 * and a self-hosted playlist (`playlist`).
 */
export const responsiveVideoSchema = z
  .strictObject({
    widgetFormat: z.literal('responsive_video'),
    videoType: z.enum(videoTypes).describe('Which player: jw_player, jw_player_playlist, video_embed_code, youtube or video_playlist.'),
    title: plainText(200).optional().describe('The video’s title: its accessible name and its name for search engines.'),
    htmlTitle: htmlField().optional().describe('Heading shown above the player (editor HTML, sanitized).'),
    videoId: idField.optional().describe('A YouTube id (11 characters) or a JW Player media id.'),
    playListId: idField.optional().describe('A YouTube or JW Player playlist id.'),
    embeddedVideoCode: z
      .string()
      .max(5000)
      .optional()
      .describe('An embed URL or iframe snippet from the old editor; only a YouTube URL (id and start second) is read from it, its markup is never rendered.'),
    aspectRatio: z
      .string()
      .regex(/^\d{1,2}:\d{1,2}$/, 'must look like 16:9')
      .refine((v) => !v.split(':').includes('0'), 'must not contain 0')
      .default('16:9')
      .describe('Width to height of the player box, reserved before anything loads.'),
    transcripts: z.array(transcriptSchema).max(4).default([]).describe('Transcripts, shown under the player in a "Transcript" disclosure.'),
    videoTrackers: z
      .array(z.url({ protocol: /^https$/ }).max(2000))
      .max(5)
      .default([])
      .describe('Sponsor tracking pixels loaded once when the video first plays, only with targeting consent.'),
    engagementVideoJSON: z.record(z.string(), z.unknown()).optional().describe('Kept from the old system on import; not used.'),
    targeting: z
      .record(z.string().regex(/^[\w-]{1,40}$/), z.string().max(200))
      .optional()
      .describe('Key-values passed to JW Player as ad targeting (custom params) when JW Player is configured.'),
    contentMeta: z
      .strictObject({
        description: plainText(500).optional(),
        thumbnailUrl: imageSrcField.optional(),
        uploadDate: isoDateField.optional(),
        duration: z.number().int().min(1).max(86_400).optional(),
      })
      .optional()
      .describe('What search engines learn about a hosted (YouTube or JW Player) video: VideoObject fields.'),
    skipPeriod: z.number().int().min(0).max(60).optional().describe('JW Player: seconds before an ad can be skipped.'),
    enablePostRoll: z.boolean().default(false).describe('JW Player: play an ad after the video.'),
    videoAutoplay: z.boolean().default(false).describe('Start playing muted when shown; never under reduced motion.'),
    ...localVideoFields,
    sources: localVideoFields.sources.optional(),
    playlist: z.array(playlistItemSchema).min(1).max(20).optional().describe('Self-hosted playlist (video_playlist, jw_player_playlist without JW Player).'),
  })
  .describe(
    'A video: self-hosted files in the native player (with captions, transcript and playlists), YouTube behind a click-to-load facade after consent, or JW Player when configured. Renders nothing without a video.',
  );

export type ResponsiveVideoData = z.output<typeof responsiveVideoSchema>;
export type PlaylistItem = z.output<typeof playlistItemSchema>;
