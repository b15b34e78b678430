import type { BodyNode } from '@/content/article-schema';
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

const paidMediaFormats = new Set(['paid-media-card', 'paid-media-widget', 'paid-media-driver']);
const imageWidgetFormats = new Set(['image-gallery', 'image-slideshow']);

type Column = readonly BodyNode[];

function formatsIn(column: Column): string[] {
  return column.flatMap((node) => ('widgetFormat' in node ? [node.widgetFormat] : []));
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

/** A column that holds only images: image-only html nodes or image widgets, and at least one of them. */
export function isImageOnlyColumn(column: Column): boolean {
  return column.length > 0 && column.every((node) => ('widgetFormat' in node ? imageWidgetFormats.has(node.widgetFormat) : isImageOnlyHtml(node.html)));
}

/** The row's two columns (positions 0 and 2); the gap at position 1 is never read. */
export function rowColumns(data: Pick<RowData, 'children'>): [Column, Column] {
  return [data.children[0] ?? [], data.children[2] ?? []];
}

/**
 * Classifies a row by the formats of its child widgets. The first rule that matches wins:
 *
 * 1. paid media summary: a paid-media card, widget or driver and a summary-block anywhere in the
 *    row (the summary beside the offer). Split: equal halves.
 * 2. oneTwoThree: a oneTwoThree child. Split: its column is the wide one.
 * 3. faq: a faq child in a full-width row. faq split: a faq in one column of a split row; the faq
 *    column is the wide one.
 * 4. image split: a split row where one column holds only images (image-only html or an image
 *    widget) and the other column is not empty. Equal halves, centred vertically.
 * 5. callout: a widget-call-out child. Split: the other column is the wide one (the call-out is
 *    the side note), unless both hold one.
 * 6. general column: anything else. Split: equal halves.
 *
 * A split row with one empty column is classified the same way; it renders the one column full width.
 */
export function classifyRow(data: Pick<RowData, 'className' | 'children'>): RowClassification {
  const split = data.className === 'wp-row-split-width';
  const columns = rowColumns(data);
  const [first, second] = columns.map(formatsIn) as [string[], string[]];
  const all = [...first, ...second];
  const has = (format: string) => all.includes(format);
  const sideWith = (test: (formats: string[]) => boolean): WideColumn => {
    if (!split) return null;
    const a = test(first);
    const b = test(second);
    return a === b ? null : a ? 0 : 2;
  };

  if (all.some((f) => paidMediaFormats.has(f)) && has('summary-block')) return { layout: 'paid media summary', wide: null };
  if (has('oneTwoThree')) return { layout: 'oneTwoThree', wide: sideWith((f) => f.includes('oneTwoThree')) };
  if (has('faq')) return split ? { layout: 'faq split', wide: sideWith((f) => f.includes('faq')) } : { layout: 'faq', wide: null };
  if (split) {
    const [a, b] = columns.map(isImageOnlyColumn) as [boolean, boolean];
    if ((a && !b && columns[1].length > 0) || (b && !a && columns[0].length > 0)) return { layout: 'image split', wide: null };
  }
  if (has('widget-call-out')) {
    const callout = sideWith((f) => f.includes('widget-call-out'));
    return { layout: 'callout', wide: callout === null ? null : callout === 0 ? 2 : 0 };
  }
  return { layout: 'general column', wide: null };
}
