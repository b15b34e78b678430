import { describe, expect, it } from 'vitest';
import { formatPath, validateDocument } from '@/publishing/validate';
import { validArticle as article, validCategory, validNavigation } from '@tests/support/documents';

/** An article naming its people by author record id (validation alone does not look the records up). */
const validArticle = (overrides: Record<string, unknown> = {}) => article({ authors: ['test-author'], medicalReviewer: 'test-reviewer', ...overrides });

describe('validateDocument', () => {
  it('warns about a widget whose data is valid but will not show (carousel markup it cannot read), and keeps the document', () => {
    const readable = '<div class="card"><div class="front"><h3>Q</h3></div><div class="back"><p class="answer">A</p></div></div>';
    const result = validateDocument(
      validArticle({ body: [{ widgetFormat: 'card-carousel', markup: readable }, { widgetFormat: 'card-carousel', markup: '<p>no cards here</p>' }] }),
    );
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([{ path: 'body[1]', message: expect.stringMatching(/^markup could not be read \(.+\): the carousel renders nothing$/) }]);
  });

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

  it('returns HTML nodes sanitized and widget nodes normalised by their own schema', () => {
    const result = validateDocument(
      validArticle({ body: [{ type: 'html', html: '<p onclick="x()">Hi</p><script>alert(1)</script>' }, { widgetFormat: 'faq', items: [{ question: ' Q ', answer: '<p>A</p>' }] }] }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok || result.document.documentType !== 'article') return;
    expect(result.document.body[0]).toEqual({ type: 'html', html: '<p>Hi</p>' });
    expect(result.document.body[1]).toMatchObject({ widgetFormat: 'faq', initialState: 'collapsed', items: [{ question: 'Q' }] });
  });

  it('reports the envelope and the widget errors in one pass', () => {
    const result = validateDocument(
      validArticle({
        title: '',
        body: [
          { type: 'html', html: '<p>x</p>' },
          { widgetFormat: 'faq', items: [{ question: '', answer: '<p>A</p>' }] },
          { widgetFormat: 'from-a-newer-editor' },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: 'title', message: 'must not be empty' },
      { path: 'body[1].items[0].question', message: 'must not be empty' },
    ]);
    expect(result.warnings).toEqual([{ path: 'body[2].widgetFormat', message: expect.stringContaining('from-a-newer-editor') }]);
  });

  it('checks the widget nodes it can read when the body itself is malformed', () => {
    const result = validateDocument(
      validArticle({
        title: 42,
        body: ['text', null, [1], { widgetFormat: 7 }, { widgetFormat: '' }, { widgetFormat: 'faq', initialState: 'open', items: [{ answer: '<p>A</p>' }] }],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.errors.map((e) => e.path);
    // The malformed nodes are envelope errors, each once; the faq node is still checked.
    for (const node of ['body[0]', 'body[1]', 'body[2]', 'body[3]', 'body[4]']) {
      expect(paths.filter((p) => p === node || p.startsWith(`${node}.`))).toHaveLength(1);
    }
    expect(paths).toContain('title');
    expect(result.errors).toContainEqual({ path: 'body[5].items[0].question', message: 'required' });
    expect(paths).toContain('body[5].initialState');
    expect(result.warnings).toEqual([]);
  });

  it('reports a body that is not an array as an envelope error', () => {
    for (const body of ['<p>x</p>', { widgetFormat: 'faq' }, null]) {
      const result = validateDocument(validArticle({ title: '', body }));
      expect(result).toMatchObject({ ok: false, errors: [{ path: 'title' }, { path: 'body' }] });
      if (!result.ok) expect(result.errors).toHaveLength(2);
    }
  });

  it('says "required" for a missing required field, in the envelope and in widgets', () => {
    const { title: _title, datePublished: _date, ...noTitle } = validArticle({
      body: [{ widgetFormat: 'faq', items: [{ answer: '<p>A</p>' }] }],
    });
    const result = validateDocument(noTitle);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: 'title', message: 'required' },
      { path: 'datePublished', message: 'required' },
      { path: 'body[0].items[0].question', message: 'required' },
    ]);
    const { body: _body, ...noBody } = validArticle();
    expect(validateDocument(noBody)).toMatchObject({ ok: false, errors: [{ path: 'body', message: 'required' }] });
    const { site: _site, ...noSite } = validCategory();
    expect(validateDocument(noSite)).toMatchObject({ ok: false, errors: [{ path: 'site', message: 'required' }] });
    const { footer: _footer, ...noFooter } = validNavigation();
    expect(validateDocument(noFooter)).toMatchObject({ ok: false, errors: [{ path: 'footer', message: 'required' }] });
  });

  it('keeps the specific message for a field that is present but wrong', () => {
    const result = validateDocument(validArticle({ title: 42, body: [{ widgetFormat: 'faq', items: [{ question: null, answer: '<p>A</p>' }] }] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = Object.fromEntries(result.errors.map((e) => [e.path, e.message]));
    expect(messages.title).toMatch(/expected string, received number/);
    expect(messages['body[0].items[0].question']).toMatch(/expected string, received null/);
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
