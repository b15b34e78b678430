import { describe, expect, it } from 'vitest';
import { canAdd, compareReady, compareReducer, initialCompareState, maxCompareProducts, type CompareAction, type CompareChoice, type CompareState } from './reducer';

const product = (n: number): CompareChoice => ({ id: `p${n}`, pid: `p${n}`, productName: `Product ${n}` });
const run = (actions: CompareAction[], from: CompareState = initialCompareState()) => actions.reduce(compareReducer, from);
const ids = (state: CompareState) => state.selected.map((p) => p.id);

describe('compare reducer', () => {
  it('starts closed, empty and without an error', () => {
    expect(initialCompareState()).toEqual({ open: false, selected: [], error: false });
  });

  it('opens and closes', () => {
    const open = run([{ type: 'open' }]);
    expect(open.open).toBe(true);
    expect(run([{ type: 'close' }], open).open).toBe(false);
  });

  it('holds at most 2 products: an add is refused when 2 are selected', () => {
    expect(maxCompareProducts).toBe(2);
    const two = run([{ type: 'add', product: product(1) }, { type: 'add', product: product(2) }]);
    expect(ids(two)).toEqual(['p1', 'p2']);
    const third = compareReducer(two, { type: 'add', product: product(3) });
    expect(third).toBe(two);
    expect(canAdd(two, 'p3')).toBe(false);
    expect(canAdd(run([{ type: 'add', product: product(1) }]), 'p3')).toBe(true);
  });

  it('does not add the same product twice', () => {
    const one = run([{ type: 'add', product: product(1) }, { type: 'add', product: product(1) }]);
    expect(ids(one)).toEqual(['p1']);
  });

  it('clear empties the selection', () => {
    const cleared = run([{ type: 'add', product: product(1) }, { type: 'add', product: product(2) }, { type: 'clear' }]);
    expect(cleared.selected).toEqual([]);
  });

  it('remove and toggle take a product out; toggle puts it back in', () => {
    const two = run([{ type: 'add', product: product(1) }, { type: 'add', product: product(2) }]);
    expect(ids(compareReducer(two, { type: 'remove', id: 'p1' }))).toEqual(['p2']);
    expect(ids(compareReducer(two, { type: 'toggle', product: product(2) }))).toEqual(['p1']);
    expect(ids(run([{ type: 'toggle', product: product(2) }, { type: 'toggle', product: product(3) }], two))).toEqual(['p1', 'p3']);
    expect(compareReducer(two, { type: 'toggle', product: product(3) })).toBe(two);
  });

  it('COMPARE is ready only with exactly 2 products', () => {
    expect(compareReady(initialCompareState())).toBe(false);
    expect(compareReady(run([{ type: 'add', product: product(1) }]))).toBe(false);
    expect(compareReady(run([{ type: 'add', product: product(1) }, { type: 'add', product: product(2) }]))).toBe(true);
  });

  it('closing with fewer than 2 chosen raises the error; with 2 it does not', () => {
    expect(run([{ type: 'open' }, { type: 'close' }]).error).toBe(true);
    expect(run([{ type: 'open' }, { type: 'add', product: product(1) }, { type: 'close' }]).error).toBe(true);
    expect(run([{ type: 'open' }, { type: 'add', product: product(1) }, { type: 'add', product: product(2) }, { type: 'close' }]).error).toBe(false);
  });

  it('closing an already closed dropdown raises nothing', () => {
    const closed = initialCompareState();
    expect(compareReducer(closed, { type: 'close' })).toBe(closed);
  });

  it('picking a product clears the error; opening, removing and clearing do not', () => {
    const errored = run([{ type: 'open' }, { type: 'add', product: product(1) }, { type: 'close' }]);
    expect(errored.error).toBe(true);
    expect(run([{ type: 'open' }], errored).error).toBe(true);
    expect(run([{ type: 'remove', id: 'p1' }], errored).error).toBe(true);
    expect(run([{ type: 'clear' }], errored).error).toBe(true);
    expect(run([{ type: 'add', product: product(2) }], errored).error).toBe(false);
    expect(run([{ type: 'toggle', product: product(3) }], errored).error).toBe(false);
  });

  it('a refused add keeps the error as it was', () => {
    const full = run([{ type: 'add', product: product(1) }, { type: 'add', product: product(2) }]);
    const errored = { ...full, error: true };
    expect(compareReducer(errored, { type: 'add', product: product(3) }).error).toBe(true);
  });

  it("throws 'Unknown action: {type}' for an unknown action", () => {
    expect(() => compareReducer(initialCompareState(), { type: 'explode' } as unknown as CompareAction)).toThrow(new Error('Unknown action: explode'));
  });
});
