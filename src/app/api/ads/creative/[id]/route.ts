import { answerHouseImage } from '@/features/ads/server/house-routes.server';

/** GET /api/ads/creative/{id}.svg: a house creative's image. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answerHouseImage((await params).id);
}
