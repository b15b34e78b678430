import type { CouponQuery, CouponResponse, GroupedPricing, SelectedDosage, ShareResponse, UserLocation } from '@/features/savings/schema';
import type { ShareRequest } from './share';

/**
 * The widget's calls (spec savings 7) from the browser. Answers are checked with the shared zod
 * schemas, imported on first use so zod is not in the widget's first JavaScript.
 */

const schemas = () => import('@/features/savings/schema');

/** Query string of a request; undefined and null values are left out. */
export function queryString(query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.append(key, String(value));
  return params.toString();
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url.split('?')[0]} ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** GET /api/tip/lookup: the zip's coordinates; null when it answers errors or fails (spec 8). */
export async function lookupZip(zip: string): Promise<{ lat: number; long: number } | null> {
  try {
    const { lookupResponseSchema } = await schemas();
    const parsed = lookupResponseSchema.safeParse(await getJson(`/api/tip/lookup?${queryString({ zip })}`));
    if (!parsed.success || parsed.data.errors.length > 0 || !parsed.data.demographics) return null;
    return { lat: parsed.data.demographics.Latitude, long: parsed.data.demographics.Longitude };
  } catch {
    return null;
  }
}

/** GET /api/optum/prices: the grouped prices, or null when the call is not ok or has no data (spec 8). */
export async function loadPrices(dosage: Pick<SelectedDosage, 'formulationId' | 'quantityValue'>, location: UserLocation): Promise<GroupedPricing | null> {
  if (location.lat === null || location.long === null) return null;
  try {
    const { pricesResponseSchema } = await schemas();
    const url = `/api/optum/prices?${queryString({ formulationId: dosage.formulationId, quantity: dosage.quantityValue, lat: location.lat, long: location.long, zip: location.zip })}`;
    const parsed = pricesResponseSchema.safeParse(await getJson(url));
    if (!parsed.success || parsed.data.data.length === 0) return null;
    return parsed.data.pricing;
  } catch {
    return null;
  }
}

/** GET /api/drugPricing: the formulation's list price per unit (drugMSRP); null when unknown. */
export async function loadListPrice(ndc: string): Promise<number | null> {
  try {
    const { drugPricingResponseSchema } = await schemas();
    const parsed = drugPricingResponseSchema.safeParse(await getJson(`/api/drugPricing?${queryString({ ndc, priceTypeCode: 'SWD' })}`));
    return parsed.success ? parsed.data.drugMSRP : null;
  } catch {
    return null;
  }
}

/** GET /api/optum/coupons: throws on any failure (the modal's timeout view). */
export async function fetchCoupon(query: CouponQuery, signal?: AbortSignal): Promise<CouponResponse> {
  const { couponResponseSchema } = await schemas();
  const response = await fetch(`/api/optum/coupons?${queryString({ ...query })}`, { credentials: 'omit', headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`coupon ${response.status}`);
  return couponResponseSchema.parse(await response.json());
}

export type ShareOutcome = { ok: true; answer: ShareResponse } | { ok: false; reason: string };

/** POST /api/optum-coupon-info-share: the answer when it says success; otherwise why not (status or kind, never the input). */
export async function shareCoupon(body: { token: string; couponID: string } & ShareRequest): Promise<ShareOutcome> {
  try {
    const { shareResponseSchema } = await schemas();
    const response = await fetch('/api/optum-coupon-info-share', {
      method: 'POST',
      credentials: 'omit',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) return { ok: false, reason: `status ${response.status}` };
    const parsed = shareResponseSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, answer: parsed.data } : { ok: false, reason: 'no success flag' };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.name : 'failed' };
  }
}
