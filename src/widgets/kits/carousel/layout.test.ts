import { describe, expect, it } from 'vitest';
import { carouselLayout, controlsAt, currentSlide, nextTarget, previousTarget, scrollEnds, scrollTargetFor, showsDots } from './layout';

// Five 280px slides with a 24px gap in a 600px scroller: offsets 0, 304, 608, 912, 1216; content 1496px; max scroll 896.
const slideOffsets = [0, 304, 608, 912, 1216];
const base = { clientWidth: 600, scrollWidth: 1496, slideOffsets };

describe('carousel layout rule', () => {
  it('puts 3 or fewer cards in a row, exactly 4 in a 2x2 grid, and scrolls 5 or more', () => {
    expect([1, 2, 3].map(carouselLayout)).toEqual(['row', 'row', 'row']);
    expect(carouselLayout(4)).toBe('grid');
    expect([5, 6, 24].map(carouselLayout)).toEqual(['scroll', 'scroll', 'scroll']);
  });

  it('shows dots only with more than 1 slide', () => {
    expect(showsDots(1)).toBe(false);
    expect(showsDots(2)).toBe(true);
  });
});

describe('slide index', () => {
  it('is the slide whose left edge is nearest the scroll position', () => {
    expect(currentSlide({ ...base, scrollLeft: 0 })).toBe(0);
    expect(currentSlide({ ...base, scrollLeft: 300 })).toBe(1);
    expect(currentSlide({ ...base, scrollLeft: 500 })).toBe(2);
  });

  it('counts reaching the end of the scroll (within 5px) as the last slide', () => {
    expect(currentSlide({ ...base, scrollLeft: 896 })).toBe(4);
    expect(currentSlide({ ...base, scrollLeft: 891 })).toBe(4);
    expect(currentSlide({ ...base, scrollLeft: 890 })).toBe(3);
  });

  it('treats up to 5px from the start as the first slide', () => {
    expect(scrollEnds(5, 600, 1496)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEnds(6, 600, 1496).atStart).toBe(false);
  });

  it('disables Previous at the first slide and Next at the last', () => {
    expect(controlsAt(0, 5)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(controlsAt(2, 5)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(controlsAt(4, 5)).toEqual({ previousDisabled: false, nextDisabled: true });
  });

  it('moves Next to the next slide edge and stops at the end of the scroll', () => {
    expect(nextTarget({ ...base, scrollLeft: 0 })).toBe(304);
    expect(nextTarget({ ...base, scrollLeft: 608 })).toBe(896);
    expect(nextTarget({ ...base, scrollLeft: 896 })).toBe(896);
  });

  it('moves Previous back from the end even when the last slides never reach the left edge', () => {
    expect(previousTarget({ scrollLeft: 896, slideOffsets })).toBe(608);
    expect(previousTarget({ scrollLeft: 304, slideOffsets })).toBe(0);
    expect(previousTarget({ scrollLeft: 0, slideOffsets })).toBe(0);
  });

  it('sends a dot to its slide, kept inside the scroll range', () => {
    expect(scrollTargetFor(1, base)).toBe(304);
    expect(scrollTargetFor(4, base)).toBe(896);
    expect(scrollTargetFor(99, base)).toBe(896);
    expect(scrollTargetFor(-1, base)).toBe(0);
  });
});
