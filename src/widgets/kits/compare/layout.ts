/** Spec (savings accounts engagement 9): "Compare dropdown layout: columns default 1, column width 240, gap 46, row height 46, max rows 8". */
export const compareDropdownLayout = {
  defaultColumns: 1,
  columnWidth: 240,
  gap: 46,
  rowHeight: 46,
  maxRows: 8,
} as const;

export interface CompareListLayout {
  columns: number;
  rows: number;
  /** px: the columns and the gaps between them. */
  width: number;
  /** px: rows times the row height. */
  height: number;
}

/**
 * The product list's grid for a number of products: one column (the default) up to 8 products,
 * one more column for every further 8, and the products spread evenly over the columns (9 products
 * make columns of 5 and 4, filled top to bottom).
 */
export function compareListLayout(count: number, defaultColumns: number = compareDropdownLayout.defaultColumns): CompareListLayout {
  const { columnWidth, gap, rowHeight, maxRows } = compareDropdownLayout;
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const columns = Math.max(Math.max(1, Math.floor(defaultColumns)), Math.ceil(n / maxRows));
  const rows = Math.ceil(n / columns);
  return { columns, rows, width: columns * columnWidth + (columns - 1) * gap, height: rows * rowHeight };
}
