import { z } from 'zod';
import { checkSchedule, scheduleFields } from '@/content/schedule';
import { SITE_IDS } from '@/sites';
import { maxExcluded } from './frequency-cap';
import { adPositions, adSizeNames, type AdSizeName } from './sizes';

/**
 * GET query: site (default: the request's site), position, sizes (comma-separated, in order of
 * preference; size= also works), exclude (ids of creatives this page view already shows: their
 * promotions are not picked again, the frequency cap).
 */
export const houseQuerySchema = z
  .object({
    site: z.enum(SITE_IDS).optional(),
    position: z.enum(adPositions),
    sizes: z
      .string()
      .max(400)
      .transform((raw) => raw.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.enum(adSizeNames as [AdSizeName, ...AdSizeName[]])).min(1).max(12)),
    exclude: z
      .string()
      .max(300)
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'must be creative ids separated by commas')
      .transform((raw) => [...new Set(raw.split(',').map(Number))])
      .pipe(z.array(z.number().int()).max(maxExcluded))
      .optional(),
  })
  .strict();

/**
 * A house creative as stored (house_ads, migration 006 and 018): one promotion drawn at one size,
 * shown while active and inside its schedule, as a campaign is. `promo` names the promotion; its
 * sizes share it, and a page view shows it at most once.
 */
export const houseAdSchema = z
  .strictObject({
    site: z.enum(SITE_IDS),
    size: z.enum(adSizeNames as [AdSizeName, ...AdSizeName[]]),
    width: z.number().int().positive().max(2000),
    height: z.number().int().positive().max(2000),
    promo: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug').max(80),
    headline: z.string().trim().min(1).max(200),
    alt: z.string().trim().min(1).max(300),
    href: z.string().max(2000).regex(/^\/(?!\/)/, 'must be a path on the site'),
    image: z.string().min(1),
    weight: z.number().int().min(0).max(1000),
    ...scheduleFields,
  })
  .superRefine((ad, ctx) => checkSchedule(ad, ctx));
export type HouseAd = z.output<typeof houseAdSchema>;

export function parseHouseQuery(params: URLSearchParams) {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) raw[key === 'size' ? 'sizes' : key] = value;
  return houseQuerySchema.safeParse(raw);
}

/** What the pick endpoint answers: one creative. */
export const houseCreativeSchema = z.object({
  id: z.number().int(),
  size: z.enum(adSizeNames as [AdSizeName, ...AdSizeName[]]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  href: z.string().startsWith('/'),
  imageUrl: z.string().startsWith('/'),
});
export type HouseCreative = z.infer<typeof houseCreativeSchema>;
