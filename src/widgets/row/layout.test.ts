import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { widgetDef } from '@/widgets/registry';
import { classifyRow, isImageOnlyColumn, isImageOnlyHtml, rowColumns, type RoleOf, type RowClassification } from './layout';
import type { RowClassName } from './schema';

const text: BodyNode = { type: 'html', html: '<p>Some words</p>' };
const picture: BodyNode = { type: 'html', html: '<figure><img src="/a.svg" alt="A"><figcaption>Caption</figcaption></figure>' };
const w = (widgetFormat: string): BodyNode => ({ widgetFormat });
const full: RowClassName = 'wp-row-full-width';
const split: RowClassName = 'wp-row-split-width';

/** As the renderer gives them: each child format's rowRole from its definition. */
const roleOf: RoleOf = (format) => widgetDef(format)?.rowRole;

const row = (className: RowClassName, first: BodyNode[] | null, second: BodyNode[] | null = null, gap: unknown = null) =>
  classifyRow({ className, children: [first, gap, second] }, roleOf);

describe('row layout classification (spec: faq, faq split, image split, oneTwoThree, callout, general column, paid media summary)', () => {
  it.each<[string, RowClassName, BodyNode[] | null, BodyNode[] | null, RowClassification]>([
    ['a faq in a full row', full, [w('faq')], null, { layout: 'faq', wide: null }],
    ['a faq in one column of a split row', split, [text], [w('faq')], { layout: 'faq split', wide: 2 }],
    ['a faq in the first column of a split row', split, [w('faq'), text], [text], { layout: 'faq split', wide: 0 }],
    ['a faq in both columns', split, [w('faq')], [w('faq')], { layout: 'faq split', wide: null }],
    ['an image-only column beside text', split, [text], [picture], { layout: 'image split', wide: null }],
    ['an image widget column beside text', split, [w('image-gallery')], [text], { layout: 'image split', wide: null }],
    ['images in both columns', split, [picture], [picture], { layout: 'general column', wide: null }],
    ['an image-only column and an empty one', split, [picture], [], { layout: 'general column', wide: null }],
    ['an image in a full row', full, [picture], [text], { layout: 'general column', wide: null }],
    ['a oneTwoThree child', split, [text], [w('oneTwoThree')], { layout: 'oneTwoThree', wide: 2 }],
    ['a oneTwoThree in a full row', full, [w('oneTwoThree')], null, { layout: 'oneTwoThree', wide: null }],
    ['oneTwoThree wins over faq', split, [w('faq')], [w('oneTwoThree')], { layout: 'oneTwoThree', wide: 2 }],
    ['a call-out beside text: the text is the wide column', split, [text], [w('widget-call-out')], { layout: 'callout', wide: 0 }],
    ['a call-out in the first column', split, [w('widget-call-out')], [text], { layout: 'callout', wide: 2 }],
    ['a call-out in a full row', full, [w('widget-call-out')], null, { layout: 'callout', wide: null }],
    ['a paid-media card with a summary block', split, [w('paid-media-card')], [w('summary-block')], { layout: 'paid media summary', wide: null }],
    ['a paid-media widget with a summary block', split, [w('paid-media-widget'), w('summary-block')], null, { layout: 'paid media summary', wide: null }],
    ['a paid-media driver with a summary block, over a faq', split, [w('paid-media-driver'), w('faq')], [w('summary-block')], { layout: 'paid media summary', wide: null }],
    ['a paid-media card without a summary', split, [w('paid-media-card')], [text], { layout: 'general column', wide: null }],
    ['a summary without paid media', split, [w('summary-block')], [text], { layout: 'general column', wide: null }],
    ['text in both columns', split, [text], [text], { layout: 'general column', wide: null }],
    ['nothing at all', split, null, null, { layout: 'general column', wide: null }],
  ])('%s', (_, className, first, second, expected) => {
    expect(row(className, first, second)).toEqual(expected);
  });

  it('never reads the gap at position 1, whatever it holds', () => {
    expect(row(split, [text], [text], [w('faq')])).toEqual({ layout: 'general column', wide: null });
    expect(row(full, [text], null, [w('oneTwoThree')]).layout).toBe('general column');
    expect(rowColumns({ children: [[text], [w('faq')], [picture]] })).toEqual([[text], [picture]]);
    expect(rowColumns({ children: [] })).toEqual([[], []]);
  });

  it('counts html as image-only only when it shows an image and no text outside a caption', () => {
    expect(isImageOnlyHtml('<p><img src="/a.svg" alt="A"></p>')).toBe(true);
    expect(isImageOnlyHtml('<figure><img src="/a.svg" alt=""><figcaption>Words here</figcaption></figure>&nbsp;')).toBe(true);
    expect(isImageOnlyHtml('<p>Words <img src="/a.svg" alt=""></p>')).toBe(false);
    expect(isImageOnlyHtml('<p>No picture</p>')).toBe(false);
    expect(isImageOnlyColumn([], roleOf)).toBe(false);
    expect(isImageOnlyColumn([picture, w('image-slideshow')], roleOf)).toBe(true);
    expect(isImageOnlyColumn([picture, w('faq')], roleOf)).toBe(false);
  });
});
