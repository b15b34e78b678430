import { answerHousePick } from '@/features/ads/server/house-routes.server';
import { apiRoute } from '@/lib/api-route';

/** GET /api/ads/house?site&position&sizes: one house creative as JSON (204 when none fits). */
function handleGET(request: Request): Promise<Response> {
  return answerHousePick(request, 'standard');
}

export const GET = apiRoute(handleGET);
