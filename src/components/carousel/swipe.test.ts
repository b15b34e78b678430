import { describe, expect, it } from 'vitest';
import { swipeDirection, swipeMaxAngleDeg, swipeMinDistancePx } from './swipe';

describe('the swipe rule (spec savings 4.5)', () => {
  it('has the spec numbers: over 25 px across, at most 45 degrees', () => {
    expect(swipeMinDistancePx).toBe(25);
    expect(swipeMaxAngleDeg).toBe(45);
  });

  it('reads a swipe to the left as next and to the right as previous', () => {
    expect(swipeDirection(-120, 10)).toBe(1);
    expect(swipeDirection(120, -10)).toBe(-1);
  });

  it('counts only a horizontal move of more than 25 px', () => {
    expect(swipeDirection(-25, 0)).toBe(0);
    expect(swipeDirection(25, 0)).toBe(0);
    expect(swipeDirection(-25.5, 0)).toBe(1);
    expect(swipeDirection(26, 0)).toBe(-1);
    // The slideshow's old 40 px threshold no longer applies.
    expect(swipeDirection(-30, 5)).toBe(1);
  });

  it('counts a move of at most 45 degrees from the horizontal, in either vertical direction', () => {
    expect(swipeDirection(-60, 60)).toBe(1);
    expect(swipeDirection(60, -60)).toBe(-1);
    expect(swipeDirection(-60, 61)).toBe(0);
    expect(swipeDirection(60, -61)).toBe(0);
    // 44° counts, 46° does not.
    const at = (deg: number) => 100 * Math.tan((deg * Math.PI) / 180);
    expect(swipeDirection(-100, at(44))).toBe(1);
    expect(swipeDirection(-100, at(46))).toBe(0);
    expect(swipeDirection(0, 200)).toBe(0);
  });

  it('ignores what is not a number', () => {
    expect(swipeDirection(Number.NaN, 0)).toBe(0);
    expect(swipeDirection(-100, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
