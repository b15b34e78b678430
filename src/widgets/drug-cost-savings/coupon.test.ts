import { describe, expect, it } from 'vitest';
import { fallbackLogo } from '@/features/savings/grouping';
import { couponQuerySchema } from '@/features/savings/schema';
import { sampleInitial, samplePricing } from './test-loaded';
import { couponData, couponQuery } from './coupon';
import { priceCards } from './price-cards';
import { queryString } from './savings-api';

const dosage = sampleInitial().selectedDosage;

describe('coupon request and data', () => {
  const card = priceCards(samplePricing, dosage)[0]!;

  it("builds the coupon call's query, valid for the endpoint", () => {
    const query = couponQuery(dosage, card);
    expect(query).toEqual({
      formulationId: 'atorvastatin-tablet-10mg',
      drugId: 101,
      drugName: 'Atorvastatin',
      drugUrlSlug: 'atorvastatin',
      dosageDisplay: '10mg',
      quantityDisplay: '30 tablets',
      ndc: '00378395077',
      locationId: 'walmart-pharmacy-loc-1',
      retailerId: 'walmart-pharmacy',
      retailerName: 'Walmart Pharmacy',
      lowPriceAmount: 9.87,
      highPriceAmount: 36,
      priceCurrency: 'USD',
      pbmId: 'demo-pbm',
    });
    const params = new URLSearchParams(queryString({ ...query }));
    expect(couponQuerySchema.safeParse(Object.fromEntries(params)).success).toBe(true);
    const noRetail = couponQuery({ ...dosage, drugMSRP: null }, priceCards(samplePricing, { ...dosage, drugMSRP: null })[0]!);
    expect(queryString({ ...noRetail })).not.toContain('highPriceAmount');
  });

  it('fills the spec coupon data, with the fallback logo for a retailer without one', () => {
    expect(couponData({ id: 'c1', bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: 'M123' }, card, dosage, 'Atorvastatin (generic)')).toEqual({
      pricingInformation: { drugName: 'Atorvastatin', discountedPrice: '$9.87', retailPrice: '$36.00', percentSavings: 73 },
      dosageInformation: { manufacturer: 'Atorvastatin (generic)', dosage: '10mg tablet', quantity: '30 tablets' },
      couponInformation: { id: 'c1', bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: 'M123' },
      retailerInformation: { name: 'Walmart Pharmacy', logo: { imageSrc: fallbackLogo } },
    });
  });
});
