import { answerHouseImage } from '@/features/ads/server/house-routes.server';
import { apiRoute } from '@/lib/api-route';

/** A house creative's image on a neutral first-party path (see /api/w/p). */
async function handleGET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answerHouseImage((await params).id);
}

export const GET = apiRoute(handleGET);
