import { answerHouseImage } from '@/features/ads/server/house-routes.server';
import { apiRoute } from '@/lib/api-route';

/** GET /api/ads/creative/{id}.svg: a house creative's image. */
async function handleGET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answerHouseImage((await params).id);
}

export const GET = apiRoute(handleGET);
