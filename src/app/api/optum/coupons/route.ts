import { getDb } from '@/db/client.server';
import { couponQuerySchema } from '@/features/savings/schema';
import { CouponError, issueCoupon, notAvailableMessage } from '@/features/savings/server/coupons.server';
import { apiError, zodIssues } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { log } from '@/lib/log';
import { savingsAvailableHere } from '@/features/savings/server/availability.server';
import { apiRoute } from '@/lib/api-route';

const noStore = { 'cache-control': 'no-store' };

/** Issues a discount coupon for one drug, quantity and pharmacy (spec 7): { id, bin, pcn, grp, uid }. */
async function handleGET(request: Request): Promise<Response> {
  if (!(await savingsAvailableHere())) return apiError(404, 'not_available', notAvailableMessage, [], noStore);
  const parsed = couponQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(400, 'invalid_coupon_query', 'The coupon request is not valid.', zodIssues(parsed.error), noStore);
  const db = await getDb();
  try {
    const coupon = await issueCoupon(db, parsed.data, { site: await currentSiteId(), ip: await clientAddress(), isUS: true });
    return Response.json(coupon, { headers: noStore });
  } catch (error) {
    if (error instanceof CouponError) {
      const headers = error.retryAfterSeconds ? { ...noStore, 'Retry-After': String(error.retryAfterSeconds) } : noStore;
      return apiError(error.status, error.code, error.message, [], headers);
    }
    log('error', 'coupon issue failed', { error: error instanceof Error ? error.message : String(error) });
    return apiError(500, 'internal', 'The coupon could not be issued. Please try again later.', [], noStore);
  }
}

export const GET = apiRoute(handleGET);
