import type { BodyNode } from '@/content/article-schema';
import type { RowRole } from '../define';
import type { RowData } from './schema';

/** Spec (article blocks 3): "layouts are classified as faq, faq split, image split, oneTwoThree, callout, general column, paid media summary". */
export const ROW_LAYOUTS = ['faq', 'faq split', 'image split', 'oneTwoThree', 'callout', 'general column', 'paid media summary'] as const;
export type RowLayout = (typeof ROW_LAYOUTS)[number];

/** Which column (by its position, 0 or 2) gets the larger share of a split row from 768px; null: equal halves. */
export type WideColumn = 0 | 2 | null;

export interface RowClassification {
  layout: RowLayout;
  wide: WideColumn;
}

/** A child widget's role in a row layout, by its format (its definition's rowRole); undefined: it picks no layout. */
export type RoleOf = (widgetFormat: string) => RowRole | undefined;

type Column = readonly BodyNode[];

function rolesIn(column: Column, roleOf: RoleOf): RowRole[] {
  return column.flatMap((node) => {
    const role = 'widgetFormat' in node ? roleOf(node.widgetFormat) : undefined;
    return role ? [role] : [];
  });
}

/** Editor HTML that shows an image and no text of its own (a caption in <figcaption> is allowed). */
export function isImageOnlyHtml(html: string): boolean {
  if (!/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<figcaption\b[\s\S]*?<\/figcaption>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '';
}

/** A column that holds only images: image-only html nodes or image widgets (role image), and at least one of them. */
export function isImageOnlyColumn(column: Column, roleOf: RoleOf): boolean {
  return column.length > 0 && column.every((node) => ('widgetFormat' in node ? roleOf(node.widgetFormat) === 'image' : isImageOnlyHtml(node.html)));
}

/** The row's two columns (positions 0 and 2); the gap at position 1 is never read. */
export function rowColumns(data: Pick<RowData, 'children'>): [Column, Column] {
  return [data.children[0] ?? [], data.children[2] ?? []];
}

/**
 * Classifies a row by the roles of its child widgets (their definitions' rowRole). The first rule that matches wins:
 *
 * 1. paid media summary: a paid-media child (card, widget or driver) and a summary anywhere in the
 *    row (the summary beside the offer). Split: equal halves.
 * 2. oneTwoThree: a steps child (oneTwoThree). Split: its column is the wide one.
 * 3. faq: a questions child (faq) in a full-width row. faq split: a faq in one column of a split row; the faq
 *    column is the wide one.
 * 4. image split: a split row where one column holds only images (image-only html or an image
 *    widget: gallery, slideshow) and the other column is not empty. Equal halves, centred vertically.
 * 5. callout: a call-out child (widget-call-out). Split: the other column is the wide one (the
 *    call-out is the side note), unless both hold one.
 * 6. general column: anything else. Split: equal halves.
 *
 * A split row with one empty column is classified the same way; it renders the one column full width.
 */
export function classifyRow(data: Pick<RowData, 'className' | 'children'>, roleOf: RoleOf): RowClassification {
  const split = data.className === 'wp-row-split-width';
  const columns = rowColumns(data);
  const [first, second] = columns.map((column) => rolesIn(column, roleOf)) as [RowRole[], RowRole[]];
  const all = [...first, ...second];
  const has = (role: RowRole) => all.includes(role);
  const sideWith = (test: (roles: RowRole[]) => boolean): WideColumn => {
    if (!split) return null;
    const a = test(first);
    const b = test(second);
    return a === b ? null : a ? 0 : 2;
  };

  if (has('paid-media') && has('summary')) return { layout: 'paid media summary', wide: null };
  if (has('steps')) return { layout: 'oneTwoThree', wide: sideWith((r) => r.includes('steps')) };
  if (has('questions')) return split ? { layout: 'faq split', wide: sideWith((r) => r.includes('questions')) } : { layout: 'faq', wide: null };
  if (split) {
    const [a, b] = columns.map((column) => isImageOnlyColumn(column, roleOf)) as [boolean, boolean];
    if ((a && !b && columns[1].length > 0) || (b && !a && columns[0].length > 0)) return { layout: 'image split', wide: null };
  }
  if (has('callout')) {
    const callout = sideWith((r) => r.includes('callout'));
    return { layout: 'callout', wide: callout === null ? null : callout === 0 ? 2 : 0 };
  }
  return { layout: 'general column', wide: null };
}
