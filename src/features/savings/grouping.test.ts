import { describe, expect, it } from 'vitest';
import { chainMatchKey, groupPricing, logoFor, rankPrices, type LogoChain } from './grouping';
import type { RetailerPriceEntry } from './schema';

let nextId = 0;
function entry(name: string, amount: number, distance: number, independent = false): RetailerPriceEntry {
  const id = String(++nextId);
  return {
    retailer: {
      id: independent ? '19' : name,
      name,
      logo: null,
      pbmId: 'OPTUMRX',
      independent,
      location: { id, addressLine1: `${id} Main Street`, city: 'Columbus', state: 'IN', zip: '47201', coordinates: { latitude: 39.2, longitude: -85.9 } },
    },
    price: { amount, currency: 'USD' },
    isLowestPrice: false,
    distance,
  };
}

describe('rankPrices', () => {
  it('orders cheapest first, nearest first on a tie, and marks only the first as lowest', () => {
    const ranked = rankPrices([entry('Walgreens', 20, 1), entry('CVS Pharmacy', 12, 3), entry('Kroger', 12, 2), entry('Walmart', 30, 0.5)]);
    expect(ranked.map((e) => e.retailer.name)).toEqual(['Kroger', 'CVS Pharmacy', 'Walgreens', 'Walmart']);
    expect(ranked.map((e) => e.isLowestPrice)).toEqual([true, false, false, false]);
  });

  it('clears a stale isLowestPrice flag from the input', () => {
    const stale = { ...entry('Walmart', 30, 1), isLowestPrice: true };
    expect(rankPrices([stale, entry('Costco', 10, 1)]).find((e) => e.retailer.name === 'Walmart')?.isLowestPrice).toBe(false);
  });
});

describe('groupPricing', () => {
  it('keeps one entry per retailer name, with that name’s lowest price', () => {
    const grouped = groupPricing([entry('CVS Pharmacy', 25, 0.5), entry('CVS Pharmacy', 19, 4), entry('cvs pharmacy', 22, 1), entry('Walgreens', 21, 2)]);
    expect(grouped.allRetailers.map((e) => [e.retailer.name, e.price.amount])).toEqual([
      ['CVS Pharmacy', 19],
      ['Walgreens', 21],
    ]);
  });

  it('puts independents in their own list, and the cheapest of all (independents included) first', () => {
    const grouped = groupPricing([entry('Walmart', 15, 2), entry('Maple Street Pharmacy', 9, 1, true), entry('Oak Hill Drug', 18, 5, true)]);
    expect(grouped.cheapestRetailer?.retailer.name).toBe('Maple Street Pharmacy');
    expect(grouped.cheapestRetailer?.isLowestPrice).toBe(true);
    expect(grouped.allRetailers.map((e) => e.retailer.name)).toEqual(['Walmart']);
    expect(grouped.independentPharmacies.map((e) => e.retailer.name)).toEqual(['Maple Street Pharmacy', 'Oak Hill Drug']);
    expect(grouped.allRetailers[0]!.isLowestPrice).toBe(false);
  });

  it('is empty with no entries', () => {
    expect(groupPricing([])).toEqual({ cheapestRetailer: null, allRetailers: [], independentPharmacies: [] });
  });
});

describe('logoFor', () => {
  // CVS comes first in the array: the rule is the sort order, not the array order.
  const chains: LogoChain[] = [
    { name: 'CVS Pharmacy', logo: '/pharmacy-logos/cvs-pharmacy.svg', sort: 2 },
    { name: 'Target (CVS)', logo: '/pharmacy-logos/target.svg', sort: 1 },
    { name: "Sam's Club", logo: '/pharmacy-logos/sams-club.svg', sort: 8 },
    { name: 'H-E-B', logo: '/pharmacy-logos/h-e-b.svg', sort: 12 },
    { name: 'Giant Eagle', logo: null, sort: 16 },
  ];

  it('matches Target before CVS for a CVS pharmacy inside a Target', () => {
    expect(logoFor('Target (CVS)', chains)).toBe('/pharmacy-logos/target.svg');
    expect(logoFor('TARGET CVS PHARMACY #2231', chains)).toBe('/pharmacy-logos/target.svg');
    expect(logoFor('CVS Pharmacy', chains)).toBe('/pharmacy-logos/cvs-pharmacy.svg');
    expect(logoFor('cvs/pharmacy 1041', chains)).toBe('/pharmacy-logos/cvs-pharmacy.svg');
  });

  it('matches case-insensitively, ignoring apostrophes and punctuation, on whole words', () => {
    expect(logoFor('SAMS CLUB PHARMACY 10-6459', chains)).toBe('/pharmacy-logos/sams-club.svg');
    expect(logoFor('H-E-B Pharmacy', chains)).toBe('/pharmacy-logos/h-e-b.svg');
    expect(logoFor('Hebrew Home Pharmacy', chains)).toBeNull();
    expect(logoFor('CVSX Drugs', chains)).toBeNull();
  });

  it('gives null (the fallback) for an unknown name or a chain without a logo', () => {
    expect(logoFor('Maple Street Pharmacy', chains)).toBeNull();
    expect(logoFor('Giant Eagle Pharmacy', chains)).toBeNull();
  });

  it('derives match keys from the distinctive words', () => {
    expect(chainMatchKey('CVS Pharmacy')).toBe('cvs');
    expect(chainMatchKey('Target (CVS)')).toBe('target');
    expect(chainMatchKey("Sam's Club")).toBe('sams club');
  });
});
