import { z } from 'zod';
import { requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { embedProviders, isFirstPartyImage, resolveEmbed } from '@/widgets/kits/embeds/providers';
import { normalizeAspectRatio } from '@/widgets/kits/embeds/texts';

const providerNames = Object.values(embedProviders)
  .map((p) => p.name)
  .join(', ');
/** A string field's value, or '' (the refinements below also run on input whose other fields failed). */
const linkOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const always = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

const notAllowed = `must be an https link to a post, video or chart on an allowed service (${providerNames})`;

export const embedSchema = z
  .strictObject({
    widgetFormat: z.literal('embed'),
    url: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .describe(`The share or embed link of the post, video or chart, e.g. https://vimeo.com/76979871 or https://datawrapper.dwcdn.net/AbC12/3/. Allowed services: ${providerNames}.`),
    embedCode: z
      .string()
      .max(5000)
      .optional()
      .describe('The embed code a service offers (an iframe snippet), when there is no url. Only its allowlisted https URL is read; its markup is never rendered.'),
    title: requiredText(200).describe('What the embed shows, in plain words: the frame’s accessible name and the heading of its placeholder.'),
    caption: htmlField().optional().describe('Caption under the embed (editor HTML), e.g. the source of a chart.'),
    aspectRatio: z
      .string()
      .max(20)
      .optional()
      .refine((v) => v === undefined || normalizeAspectRatio(v) !== null, 'must be a width / height ratio such as "16 / 9" or "4:3", at most 4 to 1')
      .transform((v) => (v === undefined ? undefined : normalizeAspectRatio(v)!))
      .describe('Shape of the reserved box, width / height ("16 / 9", "4:3"); the service’s usual shape when absent.'),
    thumbnail: z
      .string()
      .max(300)
      .optional()
      .refine((v) => v === undefined || isFirstPartyImage(v), 'must be an image path on this site, e.g. /media/poster.jpg (never the service’s own image)')
      .describe('A still image of our own shown behind the placeholder before loading.'),
  })
  // `when`: checked even when other fields failed, so an editor sees every error in one pass.
  .refine((data) => Boolean(linkOf(data.url) || linkOf(data.embedCode)), { path: ['url'], message: 'required: give url or embedCode', when: always })
  .refine((data) => !linkOf(data.url) || resolveEmbed(linkOf(data.url)) !== null, { path: ['url'], message: notAllowed, when: always })
  .refine((data) => Boolean(linkOf(data.url)) || !linkOf(data.embedCode) || resolveEmbed(linkOf(data.embedCode)) !== null, {
    path: ['embedCode'],
    message: notAllowed,
    when: always,
  })
  .describe(
    'A post, video or chart from an allowed outside service (social video: YouTube, Vimeo, TikTok, Instagram; data visualisation: Datawrapper, Flourish, Infogram, Tableau Public), shown behind a click-to-load placeholder: nothing is requested from the service before the reader clicks, and only with their consent.',
  );

export type EmbedData = z.output<typeof embedSchema>;
