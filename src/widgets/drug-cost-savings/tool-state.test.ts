import { describe, expect, it } from 'vitest';
import { couponQuery } from './coupon';
import { priceCards } from './price-cards';
import { sampleInitial, samplePricing } from './test-loaded';
import { initialToolState, toolReducer, type ToolAction, type ToolState } from './tool-state';

const initial = sampleInitial();
const start = initialToolState(initial);
const run = (actions: ToolAction[], state: ToolState = start) => actions.reduce(toolReducer, state);

describe('drug savings tool state', () => {
  it("starts from the server's data: not insured, the default location, the first page, nothing open", () => {
    expect(start).toEqual({
      userInfo: { insured: false, location: initial.location },
      drugInfo: { manufacturers: initial.manufacturers, manufacturer: initial.manufacturer, selectedDosage: initial.selectedDosage },
      pricing: initial.pricing,
      failure: null,
      loading: false,
      page: 0,
      searchInput: '',
      searchTerm: '',
      editOpen: false,
      locationChosen: false,
      couponRequest: null,
      modalOpen: false,
    });
    expect(initialToolState({ ...initial, pricing: null }).failure).toBe('missing');
  });

  it('toggles the edit panel, and an update closes it with the new choices and a chosen location', () => {
    expect(run([{ type: 'editToggled' }]).editOpen).toBe(true);
    expect(run([{ type: 'editToggled' }, { type: 'editToggled' }]).editOpen).toBe(false);
    const location = { zip: '10001', lat: null, long: null };
    const selectedDosage = { ...initial.selectedDosage, quantityValue: 90, quantityDisplay: '90 tablets' };
    const next = run([{ type: 'editToggled' }, { type: 'updated', insured: true, location, manufacturer: 'Lipitor', selectedDosage }]);
    expect(next.editOpen).toBe(false);
    expect(next.locationChosen).toBe(true);
    expect(next.userInfo).toEqual({ insured: true, location });
    expect(next.drugInfo).toEqual({ manufacturers: initial.manufacturers, manufacturer: 'Lipitor', selectedDosage });
  });

  it('loads: the indicator, the located zip, the list price, the prices back on the first page, then the reset', () => {
    const located = { zip: '10001', lat: 40.75, long: -73.99 };
    const loading = run([{ type: 'pageAdvanced', total: 9 }, { type: 'loadStarted' }, { type: 'located', location: located }, { type: 'listPriceLoaded', drugMSRP: 2.5 }]);
    expect(loading.loading).toBe(true);
    expect(loading.userInfo).toEqual({ insured: false, location: located });
    expect(loading.drugInfo.selectedDosage).toEqual({ ...initial.selectedDosage, drugMSRP: 2.5 });
    expect(loading.page).toBe(1);
    const loaded = run([{ type: 'pricesLoaded', pricing: samplePricing }], loading);
    expect([loaded.pricing, loaded.failure, loaded.page, loaded.loading]).toEqual([samplePricing, null, 0, true]);
    expect(run([{ type: 'loadSettled' }], loaded).loading).toBe(false);
  });

  it('marks a failed price load, and clears the mark when prices come', () => {
    const failed = run([{ type: 'pricesLoaded', pricing: null }]);
    expect([failed.pricing, failed.failure]).toEqual([null, 'load']);
    expect(run([{ type: 'pricesLoaded', pricing: samplePricing }], failed).failure).toBeNull();
  });

  it('searches what was typed once submitted, from the first page; reset clears both', () => {
    const typed = run([{ type: 'pageAdvanced', total: 9 }, { type: 'searchTyped', value: 'cvs' }]);
    expect([typed.searchInput, typed.searchTerm, typed.page]).toEqual(['cvs', '', 1]);
    const searched = run([{ type: 'searchSubmitted' }], typed);
    expect([searched.searchInput, searched.searchTerm, searched.page]).toEqual(['cvs', 'cvs', 0]);
    const reset = run([{ type: 'pageAdvanced', total: 9 }, { type: 'searchReset' }], searched);
    expect([reset.searchInput, reset.searchTerm, reset.page]).toEqual(['', '', 0]);
  });

  it('advances a page and wraps after the last', () => {
    expect(run([{ type: 'pageAdvanced', total: 9 }, { type: 'pageAdvanced', total: 9 }]).page).toBe(2);
    expect(run([{ type: 'pageAdvanced', total: 9 }, { type: 'pageAdvanced', total: 9 }, { type: 'pageAdvanced', total: 9 }]).page).toBe(0);
  });

  it('opens a coupon request per card click, numbered, for the current dosage; closing keeps the request', () => {
    const [first, second] = priceCards(samplePricing, initial.selectedDosage);
    const opened = run([{ type: 'couponOpened', card: first! }]);
    expect(opened.modalOpen).toBe(true);
    expect(opened.couponRequest).toEqual({
      seq: 1,
      card: first,
      query: couponQuery(initial.selectedDosage, first!),
      dosage: initial.selectedDosage,
      manufacturer: initial.manufacturer,
      location: initial.location,
    });
    const closed = run([{ type: 'couponClosed' }], opened);
    expect(closed.modalOpen).toBe(false);
    expect(closed.couponRequest).toBe(opened.couponRequest);
    const again = run([{ type: 'couponOpened', card: second! }], closed);
    expect([again.couponRequest?.seq, again.couponRequest?.card, again.modalOpen]).toEqual([2, second, true]);
  });

  it("throws 'Unknown action: {type}' for an unknown action", () => {
    expect(() => toolReducer(start, { type: 'explode' } as unknown as ToolAction)).toThrow(new Error('Unknown action: explode'));
  });
});
