import { getDb } from '@/db/client.server';
import { readerAudiences } from '@/features/drivers/audiences/audiences.server';
import { noStore, parseProfileRequest, profileRateLimited } from '@/features/drivers/audiences/profile-request.server';
import { apiRoute } from '@/lib/api-route';
import { currentSiteId } from '@/lib/current-site.server';

/**
 * The reader's audiences (spec savings 7), computed first-party from their own events on this
 * site: `{ audiences: string[] }`, only the names asked for in `audiences=`. No cookies are read
 * (the browser sends none); events exist only with performance consent, so without it the answer
 * is empty. See docs/architecture.md "Audiences".
 */
async function handleGET(request: Request): Promise<Response> {
  const parsed = parseProfileRequest(new URL(request.url));
  if (!parsed.ok) return parsed.response;
  const limited = await profileRateLimited();
  if (limited) return limited;
  const audiences = await readerAudiences(await getDb(), await currentSiteId(), parsed.anonymousId, parsed.asked);
  return Response.json({ audiences }, { headers: noStore });
}

export const GET = apiRoute(handleGET);
