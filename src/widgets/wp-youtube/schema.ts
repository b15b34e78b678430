import { z } from 'zod';
import { plainText } from '@/content/fields';

export const wpYoutubeSchema = z
  .strictObject({
    widgetFormat: z.literal('wp-youtube'),
    embeddedVideoCode: z
      .string()
      .max(5000)
      .optional()
      .describe('A YouTube URL or iframe snippet from the old editor; only the video (id and start second) is read from it, its markup is never rendered.'),
    title: plainText(200).optional().describe('The video’s title: its accessible name.'),
  })
  .describe('A YouTube video from the old editor, behind the consent-gated click-to-load facade. With no embed code: "Video Placeholder" / "Video implementation pending".');
