import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { incrementOnServer } from '@/features/analytics/server/metrics.server';
import { apiError, zodIssues } from '@/lib/api';
import { currentSiteId } from '@/lib/current-site.server';
import type { HousePathSet } from '../house-paths';
import { parseHouseQuery } from '../house-schema';
import { houseAdSvg, pickHouseAd } from './house-ads.server';

/** GET handler of the pick endpoints: 200 with a creative, 204 when none fits, 400 for a bad query. No cookies either way. */
export async function answerHousePick(request: Request, paths: HousePathSet): Promise<Response> {
  const parsed = parseHouseQuery(new URL(request.url).searchParams);
  if (!parsed.success) return apiError(400, 'invalid_query', 'The ad request is not valid.', zodIssues(parsed.error));
  const site = parsed.data.site ?? (await currentSiteId());
  const db = await getDb();
  const creative = await pickHouseAd(db, site, parsed.data.sizes, { paths, exclude: parsed.data.exclude });
  if (!creative) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  await incrementOnServer(db, site, 'house.served', { position: parsed.data.position, size: creative.size, paths });
  return Response.json(creative, { headers: { 'Cache-Control': 'no-store' } });
}

const imageIdSchema = z.string().regex(/^\d{1,9}\.svg$/, 'must look like 12.svg').transform((v) => Number.parseInt(v, 10));

/** GET handler of the creative images: the SVG, cached for a year (a changed creative gets a new id). */
export async function answerHouseImage(idParam: string): Promise<Response> {
  const id = imageIdSchema.safeParse(idParam);
  if (!id.success) return apiError(400, 'invalid_id', 'The image id is not valid.', zodIssues(id.error));
  const svg = await houseAdSvg(await getDb(), id.data);
  if (!svg) return apiError(404, 'not_found', 'No such image.');
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The creative's own face is inside it, as a data: URL (creative-svg.ts).
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; font-src data:",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
