import 'server-only';
import { getDb } from '@/db/client.server';
import { readJsonBody } from '@/lib/api';
import { SITE_IDS, type SiteId } from '@/sites';
import { interestTaxonomy } from '../interest-taxonomy';
import { flagBodySchema, interestsBodySchema, maxProfileBodyBytes } from '../schema';
import { memberInterests, saveInterests, setSiteFlag, siteFlags, unknownInterestIds } from './profile.server';
import { accountRateLimited, invalidRequest, privateError, privateJson } from './request.server';
import { verifyAccessToken } from './tokens.server';

/**
 * The user profile service (spec 7), our own, under /api/user-profile:
 *   GET|PUT /{rvoId}/site-flags/{site}   GET /{rvoId}/interests/options
 *   PUT /{rvoId}/interests               GET /{rvoId}/interests?site=
 * Every call needs the bearer token from POST /api/auth/token, and the token's member must be rvoId.
 */
export const userProfileBasePath = '/api/user-profile';

type Route = { kind: 'flags'; site: string } | { kind: 'options' } | { kind: 'interests' };

function routeOf(segments: string[]): Route | null {
  const [, a, b, ...rest] = segments;
  if (rest.length > 0) return null;
  if (a === 'site-flags' && b !== undefined) return { kind: 'flags', site: b };
  if (a === 'interests' && b === 'options') return { kind: 'options' };
  if (a === 'interests' && b === undefined) return { kind: 'interests' };
  return null;
}

const isSite = (value: string | null): value is SiteId => value !== null && (SITE_IDS as readonly string[]).includes(value);

export async function handleUserProfile(request: Request, segments: string[]): Promise<Response> {
  // A write's body is read first, like every JSON route's: another site's page (403), another
  // content type (415), malformed JSON (400 invalid_json). An empty body is no interests object.
  let body: unknown = null;
  if (request.method === 'PUT' && request.headers.get('content-length') !== '0') {
    const read = await readJsonBody(request, maxProfileBodyBytes);
    if (!read.ok) return read.response;
    body = read.body;
  }
  const rvoId = (segments[0] ?? '').trim();
  if (!rvoId || ['site-flags', 'interests'].includes(rvoId)) return invalidRequest('rvoId is required');
  const route = routeOf(segments);
  if (!route) return privateError(404, 'not_found', 'There is no such user profile call.');
  const allowed = route.kind === 'options' ? ['GET'] : ['GET', 'PUT'];
  if (!allowed.includes(request.method)) return privateError(405, 'method_not_allowed', `Use ${allowed.join(' or ')} here.`, { allow: allowed.join(', ') });

  const db = await getDb();
  const now = new Date();
  const check = await verifyAccessToken(db, request.headers.get('authorization'), now);
  if (!check.ok) {
    const challenge = { 'www-authenticate': `Bearer realm="user-profile"${check.reason === 'missing' ? '' : ', error="invalid_token"'}` };
    if (check.reason === 'missing') return privateError(401, 'token_required', 'Authentication token is required', challenge);
    return privateError(401, 'invalid_token', check.reason === 'expired' ? 'The authentication token has expired.' : 'The authentication token is not valid.', challenge);
  }
  if (check.memberId !== rvoId) return privateError(403, 'forbidden', 'The authentication token does not belong to this rvoId.');

  if (request.method === 'PUT') {
    const limited = await accountRateLimited('profile-write');
    if (limited) return limited;
  }
  const url = new URL(request.url);
  if (route.kind === 'flags') {
    if (!isSite(route.site)) return privateError(404, 'unknown_site', `There is no site "${route.site.slice(0, 40)}".`);
    if (request.method === 'GET') return privateJson({ flags: await siteFlags(db, rvoId, route.site) });
    const parsed = flagBodySchema.safeParse(body);
    if (!parsed.success) return invalidRequest('The flag must be {"label": "has_seen_onboarding_panel", "status": "accepted" | "skipped"}.', parsed.error);
    return privateJson(await setSiteFlag(db, rvoId, route.site, parsed.data, now));
  }
  if (route.kind === 'options') {
    const site = url.searchParams.get('site') ?? 'healthline';
    if (!isSite(site)) return privateError(404, 'unknown_site', 'There is no such site.');
    return privateJson({ topics: interestTaxonomy(site) });
  }
  if (request.method === 'GET') {
    const site = url.searchParams.get('site') ?? 'healthline';
    if (!isSite(site)) return privateError(404, 'unknown_site', 'There is no such site.');
    return privateJson(await memberInterests(db, rvoId, site));
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return invalidRequest('Interests object is required');
  const parsed = interestsBodySchema.safeParse(body);
  if (!parsed.success) return invalidRequest('The interests are not valid.', parsed.error);
  const unknown = unknownInterestIds(parsed.data);
  if (unknown.length > 0) return invalidRequest(`Unknown interest ids for ${parsed.data.site}: ${unknown.join(', ')}`);
  return privateJson(await saveInterests(db, rvoId, parsed.data, now));
}
