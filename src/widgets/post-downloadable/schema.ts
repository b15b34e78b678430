import { z } from 'zod';
import { imageSrcField, plainText, requiredText } from '@/content/fields';

/** A file on this site (/media/downloads/…) or an https address. */
export const downloadUrlField = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^\/(?!\/)[^\s"'<>\\]*$/.test(v) || /^https:\/\/[^\s"'<>\\]+$/.test(v), 'must be a site path (/media/downloads/…) or an https URL');

export const postDownloadableSchema = z
  .strictObject({
    widgetFormat: z.literal('post-downloadable'),
    title: requiredText(200).describe('Name of the file, e.g. "Doctor\'s appointment checklist"; also the share title.'),
    subText: plainText(600).optional().describe('One or two sentences on what the file is for; also the share description.'),
    imageSrc: imageSrcField.optional().describe('Preview of the file (portrait, about 8.5:11); also the share image.'),
    imgAlt: plainText(300).optional().describe('Alt text of the preview; "preview" when absent.'),
    downloadUrl: downloadUrlField.describe('The file: a site path gets the download attribute; another https address opens in a new tab.'),
  })
  .describe(
    'A downloadable file (such as a printable PDF checklist) with Download, Print and Share. Share opens a 500px dialog with Copy Link, Facebook, X, Pinterest and Email on wider screens and the device\'s share sheet on phones. Facebook and Pinterest show only with the share-preview data: imageSrc, title and subText, on a public https origin.',
  );
