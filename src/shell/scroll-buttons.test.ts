import { describe, expect, it } from 'vitest';
import { scrollButtons } from './scroll-buttons';

describe('scrollButtons', () => {
  it('shows no button when everything fits', () => {
    expect(scrollButtons({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ left: false, right: false });
  });

  it('shows only the right button at the start of an overflowing strip', () => {
    expect(scrollButtons({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({ left: false, right: true });
  });

  it('shows both in the middle and only the left one at the end', () => {
    expect(scrollButtons({ scrollLeft: 200, scrollWidth: 900, clientWidth: 300 })).toEqual({ left: true, right: true });
    expect(scrollButtons({ scrollLeft: 600, scrollWidth: 900, clientWidth: 300 })).toEqual({ left: true, right: false });
  });

  it('allows a pixel of rounding at either end', () => {
    expect(scrollButtons({ scrollLeft: 0.5, scrollWidth: 900, clientWidth: 300 }).left).toBe(false);
    expect(scrollButtons({ scrollLeft: 599.5, scrollWidth: 900, clientWidth: 300 }).right).toBe(false);
  });
});
