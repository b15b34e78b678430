import { describe, expect, it } from 'vitest';
import { nextPage, pageCount, pageItems, showsSeeMore } from './paging';

describe('paging', () => {
  const items = Array.from({ length: 9 }, (_, i) => i);

  it('shows 4 per page', () => {
    expect(pageCount(9)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageItems(items, 0)).toEqual([0, 1, 2, 3]);
    expect(pageItems(items, 2)).toEqual([8]);
  });

  it('advances and wraps to the first page after the last', () => {
    expect(nextPage(0, 9)).toBe(1);
    expect(nextPage(1, 9)).toBe(2);
    expect(nextPage(2, 9)).toBe(0);
    expect(nextPage(0, 4)).toBe(0);
  });

  it('shows SEE MORE RESULTS only with 4 or more results', () => {
    expect(showsSeeMore(3)).toBe(false);
    expect(showsSeeMore(4)).toBe(true);
    expect(showsSeeMore(9)).toBe(true);
  });
});
