import { describe, expect, it } from 'vitest';
import { rankRelated, relatedKeywords, relatedLimit, relatedScores } from './rank';

const candidate = (canonicalPath: string, categories: string[], datePublished = '2026-01-01') => ({ canonicalPath, categories, datePublished });

describe('related articles, computed (issue 33)', () => {
  it('scores 3 a shared category and 2 a keyword hit; best first, then newest, then by path', () => {
    expect(relatedScores).toEqual({ sharedCategory: 3, keywordHit: 2 });
    const ranked = rankRelated({
      canonicalPath: '/sleep/a',
      categories: ['sleep', 'habits'],
      candidates: [
        candidate('/sleep/one-category', ['sleep'], '2026-03-01'),
        candidate('/sleep/two-categories', ['sleep', 'habits']),
        candidate('/sleep/one-category-older', ['sleep'], '2026-02-01'),
        candidate('/sleep/same-date-b', ['sleep'], '2026-02-01'),
      ],
      keywordHits: [['/stress/keyword-only'], ['/stress/keyword-only', '/sleep/one-category-older']],
    }, 10);
    // two-categories 6; one-category-older 3 + 2 = 5; keyword-only 4; one-category 3 (newest); same-date-b 3.
    expect(ranked).toEqual(['/sleep/two-categories', '/sleep/one-category-older', '/stress/keyword-only', '/sleep/one-category', '/sleep/same-date-b']);
  });

  it('never lists the article itself, an excluded (noindex) page, or an article that shares nothing', () => {
    const ranked = rankRelated({
      canonicalPath: '/sleep/a',
      categories: ['sleep'],
      candidates: [candidate('/sleep/a', ['sleep']), candidate('/sleep/test-page', ['sleep']), candidate('/other/none', ['other'])],
      keywordHits: [['/sleep/a']],
      excluded: new Set(['/sleep/test-page']),
    });
    expect(ranked).toEqual([]);
  });

  it('counts one keyword search once per path, and a path found by categories twice once', () => {
    const ranked = rankRelated({
      canonicalPath: '/x',
      categories: ['c'],
      candidates: [candidate('/y', ['c']), candidate('/y', ['c'])],
      keywordHits: [['/z', '/z']],
    });
    // /y 3, /z 2 (not 4, not 6).
    expect(ranked).toEqual(['/y', '/z']);
  });

  it(`lists at most ${relatedLimit} by default`, () => {
    const candidates = Array.from({ length: 9 }, (_, i) => candidate(`/c/${i}`, ['c']));
    expect(rankRelated({ canonicalPath: '/x', categories: ['c'], candidates, keywordHits: [] })).toHaveLength(relatedLimit);
  });

  it('searches the kmeta then the mpdTags keywords, each once, ignoring very short ones, at most six', () => {
    expect(relatedKeywords(['Sleep hygiene', 'insomnia', 'ab'], ['sleep hygiene', 'sleep', 'Insomnia', 'habits'])).toEqual(['Sleep hygiene', 'insomnia', 'sleep', 'habits']);
    expect(relatedKeywords(['a1x', 'b2x', 'c3x', 'd4x', 'e5x', 'f6x', 'g7x'], [])).toHaveLength(6);
  });
});
