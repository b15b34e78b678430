import { describe, expect, it } from 'vitest';
import { searchLimits } from '@/features/search/limits';
import { ftsMatchExpression, highlightSegments, markEnd, markStart, pageCount, searchWords, tsQueryText } from '@/features/search/query';
import { parseResultsQuery, suggestQuerySchema } from '@/features/search/schema';

describe('searchWords', () => {
  it('keeps letters, marks and digits, lower-cased, once each', () => {
    expect(searchWords('Heart ATTACK, heart! 24/7')).toEqual(['heart', 'attack', '24', '7']);
    expect(searchWords('Crème brûlée')).toEqual(['crème', 'brûlée']);
  });

  it('turns every query-syntax character into a separator', () => {
    expect(searchWords(`"a" (b* c:d) ^e {f} g & !h | i <-> 'j' \\k -l +m`)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(searchWords('"*():^{}&|!<->\'\\')).toEqual([]);
  });

  it('caps the number of words and drops over-long words', () => {
    expect(searchWords('one two three four five six seven eight nine ten')).toHaveLength(searchLimits.maxWords);
    expect(searchWords(`${'x'.repeat(searchLimits.maxWordLength + 1)} kale`)).toEqual(['kale']);
  });
});

describe('query builders', () => {
  it('quote every word for FTS5, with * for prefixes', () => {
    expect(ftsMatchExpression(['heart', 'attack'], { prefix: false })).toBe('"heart" "attack"');
    expect(ftsMatchExpression(['heart', 'att'], { prefix: true })).toBe('"heart"* "att"*');
    expect(ftsMatchExpression(['a"b'], { prefix: false })).toBe('"a""b"');
  });

  it('quote every word for to_tsquery, joined with &, with :* for prefixes', () => {
    expect(tsQueryText(['heart', 'attack'], { prefix: false })).toBe("'heart' & 'attack'");
    expect(tsQueryText(['heart', 'att'], { prefix: true })).toBe("'heart':* & 'att':*");
    expect(tsQueryText(["it's"], { prefix: false })).toBe("'it''s'");
  });
});

describe('highlightSegments', () => {
  it('splits marked text into plain and matched parts', () => {
    expect(highlightSegments(`Eat ${markStart}kale${markEnd} and ${markStart}spinach${markEnd}.`)).toEqual([
      { text: 'Eat ', match: false },
      { text: 'kale', match: true },
      { text: ' and ', match: false },
      { text: 'spinach', match: true },
      { text: '.', match: false },
    ]);
  });

  it('merges adjacent matches and survives unbalanced marks', () => {
    expect(highlightSegments(`${markStart}a${markEnd}${markStart}b${markEnd}`)).toEqual([{ text: 'ab', match: true }]);
    expect(highlightSegments(`x${markEnd}y${markStart}z`)).toEqual([
      { text: 'xy', match: false },
      { text: 'z', match: true },
    ]);
    expect(highlightSegments('<b>not html</b>')).toEqual([{ text: '<b>not html</b>', match: false }]);
  });
});

describe('input validation', () => {
  it('accepts a term of 2 to 200 characters and a page from 1 to 50', () => {
    expect(parseResultsQuery({ q1: ' kale ', page: '2' })).toEqual({ state: 'ok', term: 'kale', page: 2 });
    expect(parseResultsQuery({ q1: ['kale', 'spinach'] })).toEqual({ state: 'ok', term: 'kale', page: 1 });
  });

  it.each([{}, { q1: '' }, { q1: '   ' }, { q1: 'a' }, { q1: 'x'.repeat(201) }])('rejects the term in %j', (params) => {
    expect(parseResultsQuery(params)).toEqual({ state: 'invalid' });
  });

  it.each(['0', '-1', 'abc', '1.5', '51', '1e9', ''])('reads page %j as page 1', (page) => {
    expect(parseResultsQuery({ q1: 'kale', page })).toEqual({ state: 'ok', term: 'kale', page: 1 });
  });

  it('caps the suggest query', () => {
    expect(suggestQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(suggestQuerySchema.parse({})).toEqual({ q: '' });
  });

  it('counts pages, at least one and at most 50', () => {
    expect([0, 1, 10, 11, 10_000].map(pageCount)).toEqual([1, 1, 1, 2, searchLimits.maxPage]);
  });
});
