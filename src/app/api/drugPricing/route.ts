import { drugPricingQuerySchema, type DrugPricingResponse } from '@/features/savings/schema';
import { pricingProvider, providerErrorResponse } from '@/features/savings/server/provider.server';
import { apiError, zodIssues } from '@/lib/api';
import { savingsAvailableHere } from '@/features/savings/server/availability.server';
import { apiRoute } from '@/lib/api-route';

/** GET /api/drugPricing?ndc=&priceTypeCode=SWD: the list price per unit (drugMSRP) of an NDC (US visitors only). */
async function handleGET(request: Request): Promise<Response> {
  if (!(await savingsAvailableHere())) return apiError(404, 'not_found', 'Not found.');
  const query = drugPricingQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, 'invalid_query', 'Give an 11-digit ndc and priceTypeCode SWD.', zodIssues(query.error));
  try {
    const drugMSRP = await (await pricingProvider()).listPrice(query.data.ndc);
    if (drugMSRP === null) return apiError(404, 'unknown_ndc', `No list price is known for NDC ${query.data.ndc}.`);
    const body: DrugPricingResponse = { ndc: query.data.ndc, priceTypeCode: 'SWD', drugMSRP };
    return Response.json(body, { headers: { 'cache-control': 'private, max-age=300' } });
  } catch (error) {
    const answer = providerErrorResponse(error);
    if (answer) return answer;
    throw error;
  }
}

export const GET = apiRoute(handleGET);
