import { answerHousePick } from '@/features/ads/server/house-routes.server';

/** GET /api/ads/house?site&position&sizes: one house creative as JSON (204 when none fits). */
export function GET(request: Request): Promise<Response> {
  return answerHousePick(request, 'standard');
}
