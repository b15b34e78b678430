import { describe, expect, it } from 'vitest';
import { sampleDriver } from './test-loaded';
import { showsCopayOffer, showsInsuredChoice } from './copay';

describe('copay parts', () => {
  it('shows the insurance choice only with a copay driver', () => {
    expect(showsInsuredChoice(sampleDriver)).toBe(true);
    expect(showsInsuredChoice(null)).toBe(false);
  });

  it('shows the copay offer in the copay variant, elsewhere only for an insured reader, never without a driver', () => {
    expect(showsCopayOffer('copay', false, sampleDriver)).toBe(true);
    expect(showsCopayOffer('article', false, sampleDriver)).toBe(false);
    expect(showsCopayOffer('template', true, sampleDriver)).toBe(true);
    expect(showsCopayOffer('copay', true, null)).toBe(false);
  });
});
