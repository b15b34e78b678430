import { pricesQuerySchema } from '@/features/savings/schema';
import { pricingProvider, providerErrorResponse } from '@/features/savings/server/provider.server';
import { apiError, zodIssues } from '@/lib/api';
import { savingsAvailableHere } from '@/features/savings/server/availability.server';
import { apiRoute } from '@/lib/api-route';

/** GET /api/optum/prices?formulationId&quantity&lat&long[&zip]: prices at the nearest pharmacies, grouped (US visitors only). */
async function handleGET(request: Request): Promise<Response> {
  if (!(await savingsAvailableHere())) return apiError(404, 'not_found', 'Not found.');
  const query = pricesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, 'invalid_query', 'Check the price query.', zodIssues(query.error));
  try {
    const prices = await (await pricingProvider()).prices(query.data);
    // Prices change rarely; a minute in the reader's own browser saves repeat calls while paging the widget.
    return Response.json(prices, { headers: { 'cache-control': 'private, max-age=60' } });
  } catch (error) {
    const answer = providerErrorResponse(error);
    if (answer) return answer;
    throw error;
  }
}

export const GET = apiRoute(handleGET);
