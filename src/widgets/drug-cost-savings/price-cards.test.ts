import { describe, expect, it } from 'vitest';
import { grouped, priceEntry, sampleInitial, samplePricing } from './test-loaded';
import { bestSaving, listTotal, percentSavings, priceCards, retailPrice } from './price-cards';

const dosage = sampleInitial().selectedDosage;

describe('price card entries', () => {
  it('lists chains then independents, cheapest first, with the spec fields and a $ display', () => {
    const cards = priceCards(samplePricing, dosage);
    expect(cards.map((c) => [c.retailer.name, c.price.display])).toEqual([
      ['Walmart Pharmacy', '$9.87'],
      ['Target (CVS)', '$11.42'],
      ['Kroger Pharmacy', '$12.90'],
      ['Meijer Pharmacy', '$14.60'],
      ['Columbus Family Pharmacy and Wellness Center', '$15.75'],
      ['CVS Pharmacy', '$18.33'],
      ['Walgreens', '$21.05'],
      ['Hope Drug', '$24.10'],
    ]);
    expect(cards[0]).toEqual({
      retailer: { id: 'walmart-pharmacy', name: 'Walmart Pharmacy', logo: null, location: { id: 'walmart-pharmacy-loc-1', addressLine1: '735 Whitfield Dr' } },
      price: { amount: 9.87, currency: 'USD', display: '$9.87' },
      retailPrice: { amount: 36, display: '$36.00' },
      percentSavings: 73,
      isLowestPrice: true,
      pbmId: 'demo-pbm',
    });
  });

  it('puts the badge on every card at the lowest price only', () => {
    const cards = priceCards(grouped([priceEntry('A', 5), priceEntry('B', 7)], [priceEntry('C', 5, { independent: true, distance: 0.5 })]), dosage);
    expect(cards.map((c) => [c.retailer.name, c.isLowestPrice])).toEqual([
      ['C', true],
      ['A', true],
      ['B', false],
    ]);
  });

  it('keeps chains before independents on the same price and distance', () => {
    const cards = priceCards(grouped([priceEntry('Chain', 8)], [priceEntry('Independent', 8, { independent: true })]), dosage);
    expect(cards.map((c) => c.retailer.name)).toEqual(['Chain', 'Independent']);
  });

  it('has no cards without pricing', () => {
    expect(priceCards(null, dosage)).toEqual([]);
    expect(priceCards(grouped([]), dosage)).toEqual([]);
  });

  it('hides the retail price when list price times quantity is under the lowest price, or there is no list price', () => {
    expect(listTotal(1.2, 30)).toBe(36);
    expect(retailPrice(1.2, 30, 9.87)).toBe(36);
    expect(retailPrice(1.2, 30, 36)).toBe(36);
    expect(retailPrice(1.2, 30, 36.01)).toBeNull();
    expect(retailPrice(null, 30, 5)).toBeNull();
    const cheapList = priceCards(samplePricing, { drugMSRP: 0.3, quantityValue: 30 });
    expect(cheapList.every((c) => c.retailPrice === null)).toBe(true);
    expect(priceCards(samplePricing, { drugMSRP: null, quantityValue: 30 }).every((c) => c.retailPrice === null && c.percentSavings === null)).toBe(true);
  });

  it('computes the savings percent from list price times quantity, rounded and never negative', () => {
    expect(percentSavings(1.2, 30, 9.87)).toBe(73);
    expect(percentSavings(1.2, 30, 18)).toBe(50);
    expect(percentSavings(1, 3, 2)).toBe(33);
    expect(percentSavings(1, 3, 1)).toBe(67);
    expect(percentSavings(1.2, 30, 40)).toBe(0);
    expect(percentSavings(null, 30, 10)).toBeNull();
    expect(percentSavings(0, 30, 10)).toBeNull();
  });

  it("gives the best card's saving for a headline, and none when no card shows one", () => {
    expect(bestSaving(priceCards(samplePricing, dosage))).toBe(73);
    // Whatever the order: the largest.
    expect(bestSaving([{ percentSavings: 12 }, { percentSavings: 40 }, { percentSavings: null }])).toBe(40);
    expect(bestSaving(priceCards(samplePricing, { drugMSRP: null, quantityValue: 30 }))).toBeNull();
    // Every price above the list price: 'Save 0%' is not shown, so nothing to claim.
    expect(bestSaving(priceCards(samplePricing, { drugMSRP: 0.3, quantityValue: 30 }))).toBeNull();
    expect(bestSaving(priceCards(null, dosage))).toBeNull();
    expect(bestSaving([])).toBeNull();
  });
});
