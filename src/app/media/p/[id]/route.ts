import { answerHouseImage } from '@/features/ads/server/house-routes.server';

/** A house creative's image on a neutral first-party path (see /api/w/p). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answerHouseImage((await params).id);
}
