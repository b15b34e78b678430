import { describe, expect, it } from 'vitest';
import { fallbackLogo } from '@/features/savings/grouping';
import { couponQuerySchema } from '@/features/savings/schema';
import { sampleInitial, samplePricing } from './test-loaded';
import { couponCreationLink, couponData, couponQuery } from './coupon';
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

describe('the coupon-creation link (spec savings 7)', () => {
  const request = {
    dosage: { drugSlug: 'atorvastatin', formulationId: 'F-1', quantityValue: 30 },
    card: { retailer: { location: { id: 'loc-9' } } },
    location: { zip: '10001', lat: 40.75, long: -73.99 },
  } as unknown as Parameters<typeof couponCreationLink>[1];
  it('carries drugSlug, formulationId, quantity, latitude, longitude, postalCode and retailerLocationId', () => {
    expect(couponCreationLink('https://perks.example/coupon?src=wellread', request)).toBe(
      'https://perks.example/coupon?src=wellread&drugSlug=atorvastatin&formulationId=F-1&quantity=30&latitude=40.75&longitude=-73.99&postalCode=10001&retailerLocationId=loc-9',
    );
  });
  it('leaves out a ZIP’s unknown coordinates, and gives nothing for a base that is not a web address', () => {
    expect(couponCreationLink('https://perks.example/c', { ...request, location: { zip: '99999', lat: null, long: null } })).not.toMatch(/latitude|longitude/);
    expect(couponCreationLink('javascript:alert(1)', request)).toBeNull();
    expect(couponCreationLink('not a url', request)).toBeNull();
  });
});
