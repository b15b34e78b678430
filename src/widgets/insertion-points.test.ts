import { describe, expect, it } from 'vitest';
import { innerInsertionPoint, insertionPercents, insertionPoints } from './insertion-points';

describe('article insertion points (spec savings §9: 25%, 50%, 75% and 100% of the article)', () => {
  it('are the spec’s four fractions', () => {
    expect(insertionPercents).toEqual([25, 50, 75, 100]);
  });

  it('fall before the top-level node nearest each fraction; 100% is after the last node', () => {
    expect(insertionPoints(8)).toEqual({ 25: 2, 50: 4, 75: 6, 100: 8 });
    expect(insertionPoints(10)).toEqual({ 25: 3, 50: 5, 75: 8, 100: 10 });
    // Half a node rounds up: 50% of 3 nodes is after the second.
    expect(insertionPoints(3)).toEqual({ 25: 1, 50: 2, 75: 2, 100: 3 });
    expect(insertionPoints(1)).toEqual({ 25: 0, 50: 1, 75: 1, 100: 1 });
  });

  it('an empty or nonsensical count puts every point at 0', () => {
    expect(insertionPoints(0)).toEqual({ 25: 0, 50: 0, 75: 0, 100: 0 });
    expect(insertionPoints(-4)).toEqual({ 25: 0, 50: 0, 75: 0, 100: 0 });
    expect(insertionPoints(Number.NaN)).toEqual({ 25: 0, 50: 0, 75: 0, 100: 0 });
    expect(insertionPoints(4.7)).toEqual(insertionPoints(4));
  });

  it('are in order and within the body for any length', () => {
    for (let n = 0; n <= 60; n++) {
      const p = insertionPoints(n);
      expect(p[25]).toBeLessThanOrEqual(p[50]);
      expect(p[50]).toBeLessThanOrEqual(p[75]);
      expect(p[75]).toBeLessThanOrEqual(p[100]);
      expect(p[100]).toBe(n);
    }
  });

  it('a mid-article point exists only strictly inside the body, with article on both sides', () => {
    expect(innerInsertionPoint(8, 50)).toBe(4);
    expect(innerInsertionPoint(2, 50)).toBe(1);
    // One node: 50% is its end, where the end block goes.
    expect(innerInsertionPoint(1, 50)).toBeUndefined();
    expect(innerInsertionPoint(0, 50)).toBeUndefined();
    // 25% of one node is before it.
    expect(innerInsertionPoint(1, 25)).toBeUndefined();
  });
});
