import { describe, expect, it } from 'vitest';
import { sampleInitial, samplePricing } from './test-loaded';
import { filterCards } from './pharmacy-search';
import { priceCards } from './price-cards';

const dosage = sampleInitial().selectedDosage;

describe('pharmacy search', () => {
  const cards = priceCards(samplePricing, dosage);

  it('matches retailer names case-insensitively once the term is over 1 character', () => {
    expect(filterCards(cards, 'cvs').map((c) => c.retailer.name)).toEqual(['Target (CVS)', 'CVS Pharmacy']);
    expect(filterCards(cards, '  PHARMACY ').length).toBe(5);
    expect(filterCards(cards, 'zz')).toEqual([]);
  });

  it('gives the full list for a term of 1 character or less', () => {
    expect(filterCards(cards, 'z')).toHaveLength(8);
    expect(filterCards(cards, ' ')).toHaveLength(8);
    expect(filterCards(cards, '')).toHaveLength(8);
  });
});
