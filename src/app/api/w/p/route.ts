import { answerHousePick } from '@/features/ads/server/house-routes.server';

/** The house pick endpoint on a neutral first-party path, used after the reader allowed our own ads past a blocker. */
export function GET(request: Request): Promise<Response> {
  return answerHousePick(request, 'firstParty');
}
