import { describe, expect, it } from 'vitest';
import { parseCompareParams } from './params';
import { compareUrl } from '@/widgets/kits/compare/url';

const article = '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements';

describe('compare URL', () => {
  it('is /compare?article=<canonicalPath>&products=<id>,<id>, readable and parseable', () => {
    const url = compareUrl(article, ['sunbeam-1', 'Drops_2']);
    expect(url).toBe(`/compare?article=${article}&products=sunbeam-1,Drops_2`);
    const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
    expect(parseCompareParams(query)).toEqual({ state: 'ok', article, ids: ['sunbeam-1', 'Drops_2'] });
  });
});

describe('parseCompareParams', () => {
  it('accepts an article path and exactly 2 distinct ids', () => {
    expect(parseCompareParams({ article, products: 'a,b' })).toEqual({ state: 'ok', article, ids: ['a', 'b'] });
  });

  it('reports missing parameters, keeping a valid article for the way back', () => {
    expect(parseCompareParams({})).toEqual({ state: 'invalid', problem: 'missing' });
    expect(parseCompareParams({ products: 'a,b' })).toEqual({ state: 'invalid', problem: 'missing' });
    expect(parseCompareParams({ article })).toEqual({ state: 'invalid', problem: 'missing', article });
    expect(parseCompareParams({ article, products: '' })).toEqual({ state: 'invalid', problem: 'missing', article });
    expect(parseCompareParams({ article, products: ['a,b', 'c,d'] })).toEqual({ state: 'invalid', problem: 'missing', article });
    expect(parseCompareParams({ article: [article, article], products: 'a,b' })).toEqual({ state: 'invalid', problem: 'missing' });
  });

  it('reports malformed values', () => {
    for (const bad of ['nutrition/x', '/Nutrition/X', '/a//b', '/a/', 'https://evil.example/a', '/a?b=1', '/a/../b']) {
      expect(parseCompareParams({ article: bad, products: 'a,b' })).toEqual({ state: 'invalid', problem: 'malformed' });
    }
    for (const bad of ['a,b c', 'a,<b>', 'a,', ',b', 'a,b,', 'a;b']) {
      expect(parseCompareParams({ article, products: bad })).toMatchObject({ state: 'invalid', article });
      expect(parseCompareParams({ article, products: bad }).state).toBe('invalid');
    }
    expect(parseCompareParams({ article, products: 'a,b c' })).toEqual({ state: 'invalid', problem: 'malformed', article });
  });

  it('refuses oversized values', () => {
    const longPath = `/${'a'.repeat(200)}`;
    expect(parseCompareParams({ article: longPath, products: 'a,b' })).toEqual({ state: 'invalid', problem: 'malformed' });
    const id80 = 'x'.repeat(80);
    expect(parseCompareParams({ article, products: `${id80},${'y'.repeat(80)}` }).state).toBe('ok');
    expect(parseCompareParams({ article, products: `${id80},${'y'.repeat(81)}` })).toEqual({ state: 'invalid', problem: 'malformed', article });
    expect(parseCompareParams({ article, products: 'a,'.repeat(100_000) })).toEqual({ state: 'invalid', problem: 'malformed', article });
  });

  it('needs exactly 2 products', () => {
    expect(parseCompareParams({ article, products: 'a' })).toEqual({ state: 'invalid', problem: 'count', article });
    expect(parseCompareParams({ article, products: 'a,b,c' })).toEqual({ state: 'invalid', problem: 'count', article });
  });

  it('needs 2 different products', () => {
    expect(parseCompareParams({ article, products: 'a,a' })).toEqual({ state: 'invalid', problem: 'duplicate', article });
  });
});
