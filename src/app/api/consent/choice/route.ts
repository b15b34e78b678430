import { getDb } from '@/db/client.server';
import { bannerChoiceCookies, isBannerChoice, returnPath } from '@/features/consent/server/choice.server';
import { rateLimited, recordContext } from '@/features/consent/server/requests.server';
import { apiError, readFormBody } from '@/lib/api';
import { consentSavedId } from '@/features/consent/decided-script';
import { apiRoute } from '@/lib/api-route';
import { isCrossSiteRequest, requestIsHttps } from '@/lib/request-security';

/** The form carries one short field; anything longer is not the banner's. */
const maxChoiceBodyBytes = 1024;

/** The consent banner's form without JavaScript: Accept all or Reject all, then back to the page (303) at #consent-saved, which hides the banner there (the page itself is cached). */
async function handlePOST(request: Request): Promise<Response> {
  // Another site must not record a consent choice for this reader.
  if (isCrossSiteRequest(request.headers)) return apiError(403, 'cross_site', 'A consent choice can only be made on this site.');
  const read = await readFormBody(request, maxChoiceBodyBytes);
  if (!read.ok) return read.response;
  const choice = read.form.get('choice');
  if (!isBannerChoice(choice)) {
    return apiError(400, 'invalid_choice', 'choice must be accept-all or reject-all.', [{ path: 'choice', message: 'Expected accept-all or reject-all.' }]);
  }
  const db = await getDb();
  const limited = await rateLimited('consent');
  if (limited) return limited;
  const secure = requestIsHttps(request.headers);
  const cookies = await bannerChoiceCookies(db, choice, request.headers.get('cookie') ?? '', await recordContext(), secure);
  const headers = new Headers({ location: `${returnPath(request.headers.get('referer'), request.headers.get('host'))}#${consentSavedId}`, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export const POST = apiRoute(handlePOST);
