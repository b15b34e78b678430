import { answerHousePick } from '@/features/ads/server/house-routes.server';
import { apiRoute } from '@/lib/api-route';

/** The house pick endpoint on a neutral first-party path, used after the reader allowed our own ads past a blocker. */
function handleGET(request: Request): Promise<Response> {
  return answerHousePick(request, 'firstParty');
}

export const GET = apiRoute(handleGET);
