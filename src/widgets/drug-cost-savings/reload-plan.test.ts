import { describe, expect, it } from 'vitest';
import { reloadPlan } from './reload-plan';

describe('reload plan', () => {
  const before = { zip: '47201', formulationId: 'f-10', quantityValue: 30, insured: false };

  it('looks up the location and reloads prices on a zip change', () => {
    expect(reloadPlan(before, { ...before, zip: '10001' })).toEqual({ lookup: true, listPrice: false, prices: true });
  });

  it('reloads the list price (and the prices) on a formulation change', () => {
    expect(reloadPlan(before, { ...before, formulationId: 'f-20' })).toEqual({ lookup: false, listPrice: true, prices: true });
  });

  it('reloads prices on a quantity change', () => {
    expect(reloadPlan(before, { ...before, quantityValue: 90 })).toEqual({ lookup: false, listPrice: false, prices: true });
  });

  it('reloads nothing when only insured changes', () => {
    expect(reloadPlan(before, { ...before, insured: true })).toEqual({ lookup: false, listPrice: false, prices: false });
  });
});
