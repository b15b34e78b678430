import { describe, expect, it } from 'vitest';
import { describePath, fieldId, mergeIssues, placeIssues } from './extra-errors';
import { formatPath, parsePath } from './paths';

describe('issue paths', () => {
  it('reads and writes the paths validate.ts writes', () => {
    expect(parsePath('body[2].children[0][1].src')).toEqual(['body', 2, 'children', 0, 1, 'src']);
    expect(parsePath('heroImage.alt')).toEqual(['heroImage', 'alt']);
    expect(parsePath('(document)')).toEqual([]);
    for (const path of ['body[2].children[0][1].src', 'references[0]', 'title']) expect(formatPath(parsePath(path))).toBe(path);
  });
});

describe('placeIssues: server issues as rjsf extraErrors', () => {
  const issues = [
    { path: 'body[3].items[0].question', message: 'must not be empty' },
    { path: 'body[3].items[0].question', message: 'must not be empty' },
    { path: 'body[3].items[1].answer', message: 'required' },
    { path: 'body[3].title', message: 'at most 200 characters' },
    { path: 'body[3]', message: 'containers may nest at most 4 deep' },
    { path: 'body[3].widgetFormat', message: 'unknown widgetFormat "x"' },
    { path: 'body[30].items[0].question', message: 'someone else' },
    { path: 'body[4].title', message: 'the next block' },
  ];

  it('maps a block’s issues to its fields, relative to the block, once each', () => {
    const placed = placeIssues(issues, ['body', 3], { fields: new Set(['items', 'title']) });
    expect(placed.fields).toEqual({
      items: { 0: { question: { __errors: ['must not be empty'] } }, 1: { answer: { __errors: ['required'] } } },
      title: { __errors: ['at most 200 characters'] },
    });
    // The block itself and a field the form leaves out (widgetFormat) are listed beside the block.
    expect(placed.block.map((i) => i.path)).toEqual(['body[3]', 'body[3].widgetFormat']);
    expect(placed.count).toBe(5);
  });

  it('leaves a container’s child blocks to those blocks', () => {
    const nested = [
      { path: 'body[2].className', message: 'invalid option' },
      { path: 'body[2].children[0][1].title', message: 'must not be empty' },
    ];
    const container = placeIssues(nested, ['body', 2], { exclude: [['children', 0], ['children', 2]], fields: new Set(['className']) });
    expect(container.fields).toEqual({ className: { __errors: ['invalid option'] } });
    expect(container.count).toBe(1);
    const child = placeIssues(nested, ['body', 2, 'children', 0, 1]);
    expect(child.fields).toEqual({ title: { __errors: ['must not be empty'] } });
  });

  it('places the envelope’s issues, not the body’s', () => {
    const placed = placeIssues([{ path: 'heroImage.alt', message: 'an image needs alt text' }, { path: 'body[0].html', message: 'x' }, { path: '(document)', message: 'whole' }], [], { exclude: [['body']] });
    expect(placed.fields).toEqual({ heroImage: { alt: { __errors: ['an image needs alt text'] } } });
    expect(placed.block).toEqual([{ path: '(document)', message: 'whole' }]);
  });

  it('merges sources once, names fields as rjsf does and describes paths in words', () => {
    expect(mergeIssues([{ path: 'a', message: 'm' }], [{ path: 'a', message: 'm', check: 'x' } as never, { path: 'b', message: 'n' }])).toEqual([{ path: 'a', message: 'm' }, { path: 'b', message: 'n' }]);
    expect(fieldId('b3', ['items', 0, 'question'])).toBe('b3.items.0.question');
    expect(describePath('body[3].items[0].question')).toBe('Block 4, items, item 1, question');
    expect(describePath('body[2].children[0][1].title', (p) => (p.length === 5 ? 'Row › FAQ' : p.length === 2 ? 'Row' : undefined))).toBe('Row › FAQ, title');
    expect(describePath('(document)')).toBe('Document');
  });
});
