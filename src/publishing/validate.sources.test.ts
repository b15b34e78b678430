import { describe, expect, it } from 'vitest';
import { validateDocument } from '@/publishing/validate';
import type { Source } from '@/content/sources';

const doi: Source = { title: 'BP guideline', publisher: 'Hypertension', year: 2018, doi: '10.1161/HYP.0000000000000065' };

describe('import warnings', () => {
  it('are returned by validateDocument without failing the document (import and the content API)', () => {
    const result = validateDocument({
      documentType: 'article',
      site: 'healthline',
      canonicalPath: '/test/sources',
      title: 'Sources test',
      description: 'A test.',
      authors: ['test-author'],
      datePublished: '2025-01-01',
      body: [{ type: 'html', html: '<p>Claim[[ref:2]]</p>' }],
      references: [doi],
    });
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => w.path)).toEqual(['body[0].html', 'references[0]']);
  });

  it('an invalid source fails the document with its path', () => {
    const result = validateDocument({
      documentType: 'article',
      site: 'healthline',
      canonicalPath: '/test/sources',
      title: 'Sources test',
      description: 'A test.',
      authors: ['test-author'],
      datePublished: '2025-01-01',
      body: [],
      references: [{ title: 'x', publisher: 'y', year: 2020, pmid: 'abc' }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.path).toBe('references[0].pmid');
  });
});
