import { fallbackLogo } from '@/features/savings/grouping';
import type { CouponQuery, CouponResponse, SelectedDosage, UserLocation } from '@/features/savings/schema';
import type { PriceCardEntry } from './price-cards';

/** One card click: what the coupon is for. A new click is a new request (the modal remounts per request). */
export interface CouponRequest {
  seq: number;
  card: PriceCardEntry;
  query: CouponQuery;
  dosage: SelectedDosage;
  manufacturer: string;
  /** Where the reader looked for prices, for the partner's coupon page. */
  location: UserLocation;
}

/**
 * Spec savings 7: the coupon-creation link to the discount partner's own coupon page, carrying
 * drugSlug, formulationId, quantity, latitude, longitude, postalCode and retailerLocationId. Only
 * when a partner page is configured (SAVINGS_COUPON_PAGE_URL): with our own tables the coupon is
 * the one in the modal. Latitude and longitude are left out when the ZIP had none.
 */
export function couponCreationLink(base: string, request: Pick<CouponRequest, 'dosage' | 'card' | 'location'>): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const { dosage, card, location } = request;
  const params: [string, string | number | null][] = [
    ['drugSlug', dosage.drugSlug],
    ['formulationId', dosage.formulationId],
    ['quantity', dosage.quantityValue],
    ['latitude', location.lat],
    ['longitude', location.long],
    ['postalCode', location.zip],
    ['retailerLocationId', card.retailer.location.id],
  ];
  for (const [name, value] of params) if (value !== null && value !== '') url.searchParams.set(name, String(value));
  return url.toString();
}

/** Spec 7: the coupon call's query for a card. */
export function couponQuery(dosage: SelectedDosage, card: PriceCardEntry): CouponQuery {
  return {
    formulationId: dosage.formulationId,
    drugId: dosage.drugId,
    drugName: dosage.drugName,
    drugUrlSlug: dosage.drugSlug,
    dosageDisplay: dosage.dosage,
    quantityDisplay: dosage.quantityDisplay,
    ndc: dosage.ndc,
    locationId: card.retailer.location.id,
    retailerId: card.retailer.id,
    retailerName: card.retailer.name,
    lowPriceAmount: card.price.amount,
    highPriceAmount: card.retailPrice?.amount,
    priceCurrency: 'USD',
    pbmId: card.pbmId,
  };
}

/** Spec "Coupon data". */
export interface CouponData {
  pricingInformation: { drugName: string; discountedPrice: string; retailPrice: string | null; percentSavings: number | null };
  dosageInformation: { manufacturer: string; dosage: string; quantity: string };
  couponInformation: CouponResponse;
  retailerInformation: { name: string; logo: { imageSrc: string } };
}

export function couponData(coupon: CouponResponse, card: PriceCardEntry, dosage: SelectedDosage, manufacturer: string): CouponData {
  return {
    pricingInformation: {
      drugName: dosage.drugName,
      discountedPrice: card.price.display,
      retailPrice: card.retailPrice?.display ?? null,
      percentSavings: card.percentSavings,
    },
    dosageInformation: { manufacturer, dosage: `${dosage.dosage} ${dosage.form}`.trim(), quantity: dosage.quantityDisplay },
    couponInformation: { id: coupon.id, bin: coupon.bin, pcn: coupon.pcn, grp: coupon.grp, uid: coupon.uid },
    retailerInformation: { name: card.retailer.name, logo: { imageSrc: card.retailer.logo ?? fallbackLogo } },
  };
}
