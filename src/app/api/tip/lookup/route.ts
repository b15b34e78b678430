import { lookupQuerySchema, type LookupResponse } from '@/features/savings/schema';
import { pricingProvider, providerErrorResponse } from '@/features/savings/server/provider.server';
import { apiError, zodIssues } from '@/lib/api';
import { savingsAvailableHere } from '@/features/savings/server/availability.server';
import { apiRoute } from '@/lib/api-route';

/** GET /api/tip/lookup?zip=: the ZIP code's coordinates as demographics.Latitude/Longitude, or errors (US visitors only). */
async function handleGET(request: Request): Promise<Response> {
  if (!(await savingsAvailableHere())) return apiError(404, 'not_found', 'Not found.');
  const query = lookupQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, 'invalid_query', 'Give a 5-digit ZIP code.', zodIssues(query.error));
  try {
    const found = await (await pricingProvider()).lookupZip(query.data.zip);
    const headers = { 'cache-control': 'private, max-age=3600' };
    if (!found) {
      const unknown: LookupResponse = { demographics: null, errors: [{ code: 'unknown_zip', message: `No location is known for ZIP code ${query.data.zip}.` }] };
      return Response.json(unknown, { status: 404, headers });
    }
    const body: LookupResponse = {
      demographics: { ZipCode: found.zip, Latitude: found.latitude, Longitude: found.longitude, City: found.city, State: found.state },
      errors: [],
    };
    return Response.json(body, { headers });
  } catch (error) {
    const answer = providerErrorResponse(error);
    if (answer) return answer;
    throw error;
  }
}

export const GET = apiRoute(handleGET);
