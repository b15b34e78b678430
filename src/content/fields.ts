import { z } from 'zod';
import { SITE_IDS } from '@/sites';

export const siteField = z.enum(SITE_IDS).describe('Which site the document belongs to.');

export const canonicalPathField = z
  .string()
  .max(200)
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'must be a lowercase path like /nutrition/vitamin-d (no trailing slash)');

export const slugField = z.string().max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug like mental-health');

export const plainText = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** A link inside the site (starting with /) or an absolute http(s) URL. */
export const linkField = z
  .string()
  .max(2000)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/.test(v) || /^#[\w-]*$/.test(v), 'must be a site path (/…), an anchor (#…) or an http(s) URL');

/** Images are served from /images/…, the media library's /media/<id>/<file> or an absolute https URL. */
export const imageSrcField = z
  .string()
  .max(2000)
  .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), 'must be a site path (/images/…) or an https URL')
  // Marks an image in the JSON Schema, so the newsroom's forms offer the media library for it.
  .meta({ contentMediaType: 'image/*' });

export const isoDateField = z.iso.date().or(z.iso.datetime({ offset: true }));
