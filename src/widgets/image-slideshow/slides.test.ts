import { describe, expect, it } from 'vitest';
import { clampIndex, isFirst, isLast, lightboxStatusText, slideForKey, slideStatusText, stepIndex } from './slides';

describe('slide index', () => {
  it('stays within the first and last slide', () => {
    expect(stepIndex(0, -1, 5)).toBe(0);
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(4);
    expect(stepIndex(3, 1, 5)).toBe(4);
  });

  it('clamps bad and out-of-range indexes', () => {
    expect(clampIndex(-3, 4)).toBe(0);
    expect(clampIndex(9, 4)).toBe(3);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
    expect(clampIndex(2.7, 4)).toBe(2);
    expect(clampIndex(2, 0)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('knows the first and last slide (Previous and Next are disabled there)', () => {
    expect(isFirst(0)).toBe(true);
    expect(isFirst(1)).toBe(false);
    expect(isLast(4, 5)).toBe(true);
    expect(isLast(3, 5)).toBe(false);
    expect(isFirst(0) && isLast(0, 1)).toBe(true);
  });

  it('moves by Left/Right one step and Home/End to the ends; other keys do nothing', () => {
    expect(slideForKey('ArrowRight', 1, 5)).toBe(2);
    expect(slideForKey('ArrowLeft', 1, 5)).toBe(0);
    expect(slideForKey('ArrowLeft', 0, 5)).toBe(0);
    expect(slideForKey('ArrowRight', 4, 5)).toBe(4);
    expect(slideForKey('Home', 3, 5)).toBe(0);
    expect(slideForKey('End', 0, 5)).toBe(4);
    expect(slideForKey('Enter', 0, 5)).toBeNull();
    expect(slideForKey('ArrowDown', 0, 5)).toBeNull();
  });

  it('writes the position texts', () => {
    expect(slideStatusText(0, 5)).toBe('Slide 1 of 5');
    expect(lightboxStatusText(2, 6)).toBe('3 of 6');
  });
});
