import { describe, expect, it } from 'vitest';
import { citations, sourceCount } from './references';

describe('[[ref:N]] markers of an HTML block', () => {
  it('lists the sources a block cites and flags markers with no source', () => {
    const html = '<p>Readings vary.[[ref:2]] Twice.[[ref:2]][[ref:5]] [[ref:0]]</p>';
    expect(citations(html, 3)).toEqual({ cited: [0, 2, 5], missing: [0, 5] });
    expect(citations('<p>None</p>', 3)).toEqual({ cited: [], missing: [] });
    // No references in the envelope: the body may hold the list, so only 0 is surely wrong.
    expect(citations(html, null)).toEqual({ cited: [0, 2, 5], missing: [0] });
    expect(sourceCount({ references: [{}, {}] })).toBe(2);
    expect(sourceCount({ references: [] })).toBeNull();
  });
});
