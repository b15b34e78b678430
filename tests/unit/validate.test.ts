import { describe, expect, it } from 'vitest';
import { formatPath, validateDocument } from '@/content/validate';
import { validArticle, validCategory, validNavigation } from '@tests/support/documents';

describe('validateDocument', () => {
  it('accepts a valid article and applies the envelope defaults', () => {
    const result = validateDocument(validArticle());
    expect(result.ok).toBe(true);
    if (!result.ok || result.document.documentType !== 'article') throw new Error('expected an article');
    expect(result.document.pageTemplate).toBe('article');
    expect(result.document.isSponsoredArticle).toBe(false);
    expect(result.document.targeting).toEqual({ kmeta: [] });
    expect(result.document.cesData).toEqual({ mpdTags: [] });
  });

  it('ignores a "$schema" pointer for editors and does not store it', () => {
    const result = validateDocument(validArticle({ $schema: 'http://localhost:3000/schemas/article.schema.json' }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.document).not.toHaveProperty('$schema');
  });

  it('accepts categories and navigation documents', () => {
    expect(validateDocument(validCategory()).ok).toBe(true);
    expect(validateDocument(validNavigation()).ok).toBe(true);
  });

  it('reports every error as a JSON path and message', () => {
    const result = validateDocument(
      validArticle({
        canonicalPath: 'no-leading-slash',
        title: '',
        datePublished: 'yesterday',
        body: [
          { type: 'html', html: '<p>ok</p>', extra: true },
          { widgetFormat: 'faq', items: [{ question: '', answer: '<p>A</p>' }] },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['canonicalPath', 'title', 'datePublished', 'body[0]']));
    for (const e of result.errors) expect(e.message.length).toBeGreaterThan(0);
  });

  it('checks a known widget against its own schema, with the path into the body', () => {
    const result = validateDocument(
      validArticle({ body: [{ type: 'html', html: '<p>x</p>' }, { widgetFormat: 'faq', initialState: 'open', items: [{ question: '', answer: '<p>A</p>' }] }] }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['body[1].initialState', 'body[1].items[0].question']));
  });

  it('accepts an unknown widgetFormat with a warning and keeps the node as it is', () => {
    const node = { widgetFormat: 'from-a-newer-editor', anything: [1, 2, 3] };
    const result = validateDocument(validArticle({ body: [node] }));
    expect(result.ok).toBe(true);
    if (!result.ok || result.document.documentType !== 'article') return;
    expect(result.warnings).toEqual([{ path: 'body[0].widgetFormat', message: expect.stringContaining('from-a-newer-editor') }]);
    expect(result.document.body[0]).toEqual(node);
  });

  it('rejects unknown envelope fields (typos) and a missing documentType', () => {
    const typo = validateDocument(validArticle({ titel: 'x' }));
    expect(typo.ok).toBe(false);
    const none = validateDocument({ title: 'x' });
    expect(none).toMatchObject({ ok: false, errors: [{ path: 'documentType' }] });
    expect(validateDocument([])).toMatchObject({ ok: false });
    expect(validateDocument(null)).toMatchObject({ ok: false });
  });

  it('requires an author on articles but not on static pages', () => {
    expect(validateDocument(validArticle({ authors: [] }))).toMatchObject({ ok: false, errors: [{ path: 'authors' }] });
    expect(validateDocument(validArticle({ authors: [], pageTemplate: 'static', isArticle: false })).ok).toBe(true);
  });

  it('rejects oversized values instead of storing them', () => {
    const result = validateDocument(validArticle({ title: 'x'.repeat(10_000) }));
    expect(result).toMatchObject({ ok: false, errors: [{ path: 'title' }] });
  });
});

describe('formatPath', () => {
  it('writes object keys with dots and array indexes in brackets', () => {
    expect(formatPath(['body', 3, 'items', 0, 'question'])).toBe('body[3].items[0].question');
    expect(formatPath([])).toBe('(document)');
  });
});

describe('page templates, themes and navigation widgets', () => {
  it.each(['paid-media', 'transactional', 'editorial-paid-media', 'marketing-landing'])('accepts the %s template', (pageTemplate) => {
    expect(validateDocument(validArticle({ pageTemplate })).ok).toBe(true);
  });

  it('rejects an unknown template', () => {
    const result = validateDocument(validArticle({ pageTemplate: 'landing' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toContain('pageTemplate');
  });

  it('accepts a theme on a marketing landing page only', () => {
    expect(validateDocument(validArticle({ pageTemplate: 'marketing-landing', theme: 'thinking-aloud' })).ok).toBe(true);
    const wrongTemplate = validateDocument(validArticle({ pageTemplate: 'paid-media', theme: 'unpaused' }));
    expect(wrongTemplate.ok).toBe(false);
    if (!wrongTemplate.ok) expect(wrongTemplate.errors).toContainEqual({ path: 'theme', message: 'only a marketing-landing page can have a theme' });
    const unknownTheme = validateDocument(validArticle({ pageTemplate: 'marketing-landing', theme: 'weekly' }));
    expect(unknownTheme.ok).toBe(false);
  });

  it('accepts a featured widget in a navigation column and checks its link', () => {
    const nav = (widget: Record<string, unknown>) =>
      validNavigation({ header: [{ title: 'Heart', url: '/heart', columns: [{ title: 'Guides', links: [], widget }] }] });
    expect(validateDocument(nav({ title: 'Know your numbers', url: '/heart/bp', image: '/images/heart.svg', description: 'Blood pressure' })).ok).toBe(true);
    const bad = validateDocument(nav({ title: 'Know your numbers', url: 'javascript:alert(1)' }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.path)).toContain('header[0].columns[0].widget.url');
  });
});
