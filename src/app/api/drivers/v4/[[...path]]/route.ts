import { cookies } from 'next/headers';
import { isAnonymousId, anonymousIdCookie } from '@/features/analytics/anonymous-id';
import { driversRequestSchema, maxDriversBodyBytes, type DriversResponse } from '@/features/drivers/api-schema';
import { liveSite, withAncestors } from '@/features/drivers/server/live-campaigns.server';
import { selectDrivers } from '@/features/drivers/select';
import { tokenValues } from '@/features/drivers/tokens';
import { currentOperatorAccess } from '@/features/ops/server/current-access.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { currentSiteId } from '@/lib/current-site.server';
import { currentRegion } from '@/lib/region.server';

const pathSegment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const utmCookieNames = ['hl_utm_source', 'hl_utm_medium', 'hl_utm_campaign', 'hl_utm_term', 'hl_utm_content'];

/**
 * POST /api/drivers/v4{canonicalPath} (spec site shell 7, "Drivers call"): the drivers for the
 * placements the page asks for, chosen from the site's live campaigns for this page and reader.
 * The page itself stays cacheable: this call happens in the browser after load. The answer is
 * per reader (audiences, device, A/B variant by the anonymous id cookie), so it is never cached.
 */
async function handlePOST(request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const segments = (await params).path ?? [];
  if (segments.length > 10 || !segments.every((s) => pathSegment.test(s))) {
    return apiError(400, 'invalid_path', 'The path after /api/drivers/v4 must be a canonical page path like /nutrition/vitamin-d.');
  }
  const canonicalPath = `/${segments.join('/')}`;
  const read = await readJsonBody(request, maxDriversBodyBytes);
  if (!read.ok) return read.response;
  const parsed = driversRequestSchema.safeParse(read.body ?? {});
  if (!parsed.success) return apiError(400, 'invalid_drivers_request', 'The drivers request is not valid.', zodIssues(parsed.error));
  const body = parsed.data;
  // Why each campaign was or was not chosen, and a campaign shown outside its schedule and targeting,
  // are for a signed-in operator: for anyone else both flags are ignored and the answer is a reader's.
  const operator = (body.debug || body.forceCampaign !== undefined) && (await currentOperatorAccess()) === 'allowed';
  const [site, region, jar] = await Promise.all([currentSiteId(), currentRegion(), cookies()]);
  const live = await liveSite(site);
  const anonymousId = jar.get(anonymousIdCookie)?.value;
  const utmCookies = Object.fromEntries(utmCookieNames.map((name) => [name, jar.get(name)?.value]));
  const selection = selectDrivers(
    live.campaigns,
    // Each placement once: a list repeating one placement would multiply the answer.
    [...new Set(body.articlePlacements)],
    {
      canonicalPath,
      pageType: body.pageType,
      categories: withAncestors(body.categorySlugs, live.ancestry),
      k1: body.k1,
      kmeta: body.kMetas,
      region: region.regime,
    },
    { deviceType: body.deviceType, audiences: body.profile.audiences, anonymousId: isAnonymousId(anonymousId) ? anonymousId : undefined },
    { now: Date.now(), tokens: tokenValues({ canonicalPath, k1: body.k1, pageUrl: body.webContext.url, utmCookies }), forceCampaign: operator ? body.forceCampaign : undefined, explain: operator && body.debug },
  );
  const answer: DriversResponse = { site, placementDrivers: selection.placementDrivers, ...(operator && body.debug ? { debug: selection.debug } : {}) };
  return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const POST = apiRoute(handlePOST);
