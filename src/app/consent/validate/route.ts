import { getDb } from '@/db/client.server';
import { parseChoice } from '@/features/consent/model';
import { maxConsentBodyBytes, validateRequestSchema } from '@/features/consent/record-schema';
import { validateConsentCookie } from '@/features/consent/server/validate.server';
import { rateLimited } from '@/features/consent/server/requests.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';

/** POST /consent/validate { cookieValue }: the latest record stored for the OptanonConsent cookie's consent id (spec: savings 7). */
async function handlePOST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxConsentBodyBytes);
  if (!read.ok) return read.response;
  const parsed = validateRequestSchema.safeParse(read.body);
  if (!parsed.success) return apiError(400, 'invalid_request', 'cookieValue must be the OptanonConsent cookie value.', zodIssues(parsed.error));
  const choice = parseChoice(parsed.data.cookieValue);
  if (!choice) {
    return apiError(400, 'invalid_cookie', 'cookieValue is not a consent cookie of the current version.', [
      { path: 'cookieValue', message: 'Not a consent cookie of the current version.' },
    ]);
  }
  const db = await getDb();
  const limited = await rateLimited('consent');
  if (limited) return limited;
  const result = await validateConsentCookie(db, choice);
  if (!result) return apiError(404, 'not_found', 'No consent record is stored for this consent id.');
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
}

export const POST = apiRoute(handlePOST);
