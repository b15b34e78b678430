import { z } from 'zod';
import { SITE_IDS } from '@/sites';
import { adPositions, adSizeNames, type AdSizeName } from './sizes';

/** GET query: site (default: the request's site), position, sizes (comma-separated, in order of preference; size= also works). */
export const houseQuerySchema = z
  .object({
    site: z.enum(SITE_IDS).optional(),
    position: z.enum(adPositions),
    sizes: z
      .string()
      .max(400)
      .transform((raw) => raw.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.enum(adSizeNames as [AdSizeName, ...AdSizeName[]])).min(1).max(12)),
  })
  .strict();

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
