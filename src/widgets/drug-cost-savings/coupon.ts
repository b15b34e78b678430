import { fallbackLogo } from '@/features/savings/grouping';
import type { CouponQuery, CouponResponse, SelectedDosage } from '@/features/savings/schema';
import type { PriceCardEntry } from './price-cards';

/** One card click: what the coupon is for. A new click is a new request (the modal remounts per request). */
export interface CouponRequest {
  seq: number;
  card: PriceCardEntry;
  query: CouponQuery;
  dosage: SelectedDosage;
  manufacturer: string;
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
