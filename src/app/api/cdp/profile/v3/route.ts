import { getDb } from '@/db/client.server';
import { anonymousIdVerified } from '@/features/analytics/server/anonymous-id.server';
import { readerAudiences } from '@/features/drivers/audiences/audiences.server';
import { noStore, parseProfileRequest, profileRateLimited } from '@/features/drivers/audiences/profile-request.server';
import { apiRoute } from '@/lib/api-route';
import { currentSiteId } from '@/lib/current-site.server';

/**
 * The reader's audiences (spec savings 7), computed first-party from their own events on this
 * site: `{ audiences: string[] }`, only the names asked for in `audiences=`. Only for an id whose
 * signature cookie (`hl_anonymous_sig`, the same-origin call carries it) verifies: knowing an id
 * is not enough to read it, and an unsigned id is answered as one without events (decision 013).
 * Events exist only with performance consent, so without it the answer is empty. See
 * docs/areas/drivers.md "Audiences".
 */
async function handleGET(request: Request): Promise<Response> {
  const parsed = parseProfileRequest(new URL(request.url));
  if (!parsed.ok) return parsed.response;
  const limited = await profileRateLimited();
  if (limited) return limited;
  const db = await getDb();
  const signed = await anonymousIdVerified(db, parsed.anonymousId, request.headers.get('cookie') ?? '');
  const audiences = signed ? await readerAudiences(db, await currentSiteId(), parsed.anonymousId, parsed.asked) : [];
  return Response.json({ audiences }, { headers: noStore });
}

export const GET = apiRoute(handleGET);
