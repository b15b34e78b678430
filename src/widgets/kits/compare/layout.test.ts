import { describe, expect, it } from 'vitest';
import { compareDropdownLayout, compareListLayout } from './layout';

describe('compare dropdown layout', () => {
  it('holds the spec constants', () => {
    expect(compareDropdownLayout).toEqual({ defaultColumns: 1, columnWidth: 240, gap: 46, rowHeight: 46, maxRows: 8 });
  });

  it('uses one column up to 8 products, 46 px a row', () => {
    expect(compareListLayout(0)).toEqual({ columns: 1, rows: 0, width: 240, height: 0 });
    expect(compareListLayout(2)).toEqual({ columns: 1, rows: 2, width: 240, height: 92 });
    expect(compareListLayout(8)).toEqual({ columns: 1, rows: 8, width: 240, height: 368 });
  });

  it('adds a column, 46 px apart, for every further 8 products and spreads them evenly', () => {
    expect(compareListLayout(9)).toEqual({ columns: 2, rows: 5, width: 526, height: 230 });
    expect(compareListLayout(16)).toEqual({ columns: 2, rows: 8, width: 526, height: 368 });
    expect(compareListLayout(17)).toEqual({ columns: 3, rows: 6, width: 812, height: 276 });
  });

  it('never has more than 8 rows', () => {
    for (let n = 0; n <= 100; n++) expect(compareListLayout(n).rows).toBeLessThanOrEqual(8);
  });

  it('takes a default column count and ignores nonsense', () => {
    expect(compareListLayout(4, 2)).toEqual({ columns: 2, rows: 2, width: 526, height: 92 });
    expect(compareListLayout(4, 0).columns).toBe(1);
    expect(compareListLayout(-3)).toEqual({ columns: 1, rows: 0, width: 240, height: 0 });
    expect(compareListLayout(Number.NaN).rows).toBe(0);
  });
});
