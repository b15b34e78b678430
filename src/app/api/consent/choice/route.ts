import { getDb } from '@/db/client.server';
import { bannerChoiceCookies, isBannerChoice, returnPath } from '@/features/consent/server/choice.server';
import { rateLimited, recordContext } from '@/features/consent/server/requests.server';
import { apiError } from '@/lib/api';
import { consentSavedId } from '@/features/consent/decided-script';
import { apiRoute } from '@/lib/api-route';

/** The consent banner's form without JavaScript: Accept all or Reject all, then back to the page (303) at #consent-saved, which hides the banner there (the page itself is cached). */
async function handlePOST(request: Request): Promise<Response> {
  let choice: FormDataEntryValue | null = null;
  try {
    choice = (await request.formData()).get('choice');
  } catch {
    // not a form: answered below
  }
  if (!isBannerChoice(choice)) {
    return apiError(400, 'invalid_choice', 'choice must be accept-all or reject-all.', [{ path: 'choice', message: 'Expected accept-all or reject-all.' }]);
  }
  const db = await getDb();
  const limited = await rateLimited('consent');
  if (limited) return limited;
  const secure = request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';
  const cookies = await bannerChoiceCookies(db, choice, request.headers.get('cookie') ?? '', await recordContext(), secure);
  const headers = new Headers({ location: `${returnPath(request.headers.get('referer'), request.headers.get('host'))}#${consentSavedId}`, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export const POST = apiRoute(handlePOST);
