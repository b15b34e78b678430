import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATES, templateTraits } from '@/content/page-templates';
import { checksAsWarnings, droppedBySanitizing, publishChecks } from '@/publishing/checks';
import { validateDocument } from '@/publishing/validate';
import { fixtures as gallery } from '@/widgets/image-gallery/fixtures';
import { fixtures as references } from '@/widgets/references/fixtures';
import { fixtures as row } from '@/widgets/row/fixtures';
import { fixtures as warningcard } from '@/widgets/warningcard/fixtures';
import { validArticle } from '@tests/support/documents';

/** A reviewed, sourced health article with a table, widgets and a hero image. */
const demo = JSON.parse(fs.readFileSync('content/healthline/articles/heart-health--know-your-blood-pressure.json', 'utf8')) as Record<string, unknown>;
const source = { title: 'Vitamin D: Fact Sheet', publisher: 'NIH Office of Dietary Supplements', year: 2024, url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/' };
const article = (overrides: Record<string, unknown>) => validArticle({ references: [source], ...overrides });
const checksOf = (body: unknown[], overrides: Record<string, unknown> = {}) => publishChecks(article({ body, ...overrides }));

describe('publishChecks', () => {
  it('passes a clean demo article, as submitted and as validation normalised it (tables wrapped)', () => {
    expect(JSON.stringify(demo.body)).toContain('<table');
    expect(publishChecks(demo)).toEqual([]);
    const normalised = validateDocument(demo);
    expect(normalised.ok && publishChecks(normalised.document)).toEqual([]);
    expect(publishChecks(article({}))).toEqual([]);
  });

  it('reports an unknown widget format, with the nearest registered one', () => {
    expect(checksOf([{ type: 'html', html: '<p>Hi</p>' }, { widgetFormat: 'produt-card', productTitle: 'X' }])).toEqual([
      { check: 'unknown-format', path: 'body[1].widgetFormat', message: 'unknown widget format "produt-card": it would render nothing (did you mean "product-card"?)' },
    ]);
    expect(checksOf([{ widgetFormat: 'Warning' }])[0]?.message).toContain('did you mean "warning"?');
    expect(checksOf([{ widgetFormat: 'hologram' }])).toEqual([
      { check: 'unknown-format', path: 'body[0].widgetFormat', message: 'unknown widget format "hologram": it would render nothing' },
    ]);
  });

  it('finds unknown formats, dropped HTML and images without alt inside containers', () => {
    const children = [[{ type: 'html', html: '<p style="color:red">Hi</p>' }], null, [{ widgetFormat: 'fauq', items: [] }, { widgetFormat: 'image-gallery', images: [{ src: '/images/a.svg', width: 10, height: 10 }] }]];
    expect(checksOf([{ ...row.default, children }]).map((c) => [c.check, c.path])).toEqual([
      ['sanitized-html', 'body[0].children[0][0].html'],
      ['unknown-format', 'body[0].children[2][0].widgetFormat'],
      ['image-alt', 'body[0].children[2][1].images[0].alt'],
    ]);
    expect(checksOf([row.default])).toEqual([]);
  });

  it('asks a health article for a medical reviewer and a source', () => {
    expect(publishChecks(validArticle({ medicalReviewer: undefined }))).toEqual([
      { check: 'medical-review', path: 'medicalReviewer', message: 'a health article needs a medical reviewer before it is published' },
      { check: 'sources', path: 'references', message: 'a health article needs at least one source' },
    ]);
    expect(publishChecks(article({ medicalReviewer: { name: '  ' } })).map((c) => c.check)).toEqual(['medical-review']);
    // Named by an author record's id (import and publishing check that the record exists).
    expect(publishChecks(article({ medicalReviewer: 'kwame-asante' }))).toEqual([]);
    expect(publishChecks(article({ medicalReviewer: ' ' })).map((c) => c.check)).toEqual(['medical-review']);
    expect(publishChecks(validArticle({ references: [] })).map((c) => c.path)).toEqual(['references']);
    // A references widget in the body is the article's list of sources.
    expect(publishChecks(validArticle({ body: [references.default] }))).toEqual([]);
  });

  it('asks nothing of the kind from pages of the other templates, or from a page that is not an article', () => {
    expect(PAGE_TEMPLATES.filter((t) => templateTraits(t).medicalReview)).toEqual(['article']);
    for (const pageTemplate of PAGE_TEMPLATES.filter((t) => t !== 'article')) {
      expect(publishChecks(validArticle({ pageTemplate, medicalReviewer: undefined, authors: [] }))).toEqual([]);
    }
    expect(publishChecks(validArticle({ isArticle: false, medicalReviewer: undefined }))).toEqual([]);
  });

  it('reports what the sanitizer would drop from HTML nodes and widget HTML fields', () => {
    const checks = checksOf([{ type: 'html', html: '<p onclick="go()" style="color:red">Hi<script>alert(1)</script></p>' }, warningcard.unsafeHtml]);
    expect(checks).toEqual([
      { check: 'sanitized-html', path: 'body[0].html', message: 'the sanitizer would drop onclick=, style=, <script>' },
      { check: 'sanitized-html', path: 'body[1].text', message: 'the sanitizer would drop onclick=, <script>, <iframe>, src=' },
    ]);
    expect(checksOf([{ type: 'html', html: '<textarea>gone</textarea><p class="a" id="b" title="c" lang="d" dir="e">kept</p>' }])[0]?.message).toBe(
      'the sanitizer would drop <textarea>, class=, id=, title=, lang= and 2 more',
    );
    expect(droppedBySanitizing('<a href="javascript:alert(1)">x</a>')).toEqual(['href=']);
  });

  it('does not report HTML the sanitizer only normalises', () => {
    const normalising = [
      '<p>One<br/>two<BR>three</p>',
      "<p><a href='/x' target=\"_self\">x</a> &amp; a &lt; b &nbsp; c < d</p>",
      '<table><caption>Blood pressure</caption><tr><th>Category</th></tr><tr><td>Normal</td></tr></table>',
      '<div class="table-scroll" role="region" tabindex="0" aria-label="old"><table><tr><td>1</td></tr></table></div>',
      '<figure><img src="/images/a.svg" alt="A chart"/><figcaption>A chart</figcaption></figure>',
    ];
    for (const html of normalising) expect(droppedBySanitizing(html)).toEqual([]);
    expect(checksOf(normalising.map((html) => ({ type: 'html', html })))).toEqual([]);
    expect(checksOf([{ widgetFormat: 'warning', text: '<p>Call 911.<br/>Now.</p>' }])).toEqual([]);
  });

  it('asks images for alt text: the hero image, widget images and images in HTML', () => {
    const message = 'an image needs alt text (describe it, or mark it decorative if the schema allows)';
    const heroImage = { src: '/images/hero.svg', alt: ' ', width: 1200, height: 630 };
    expect(publishChecks(article({ heroImage }))).toEqual([{ check: 'image-alt', path: 'heroImage.alt', message }]);
    // "preview" stands in for an empty gallery alt, so empty is not decorative there.
    expect(checksOf([gallery.missingAlt]).map((c) => c.path)).toEqual(['body[0].images[0].alt', 'body[0].images[1].alt', 'body[0].images[2].alt']);
    // oneTwoThree says an empty alt marks a decorative picture: empty passes, missing does not.
    const step = (image: Record<string, unknown>) => ({ widgetFormat: 'oneTwoThree', steps: [{ title: 'Walk', image: { src: '/images/walk.svg', width: 10, height: 10, ...image } }] });
    expect(checksOf([step({ alt: '' })])).toEqual([]);
    expect(checksOf([step({})])).toEqual([{ check: 'image-alt', path: 'body[0].steps[0].image.alt', message }]);
    // An image field with no alt field beside it (a decorative product image) asks nothing.
    expect(checksOf([{ widgetFormat: 'paid-media-driver', imgSrc: '/images/x.svg', mainText: 'Sale', ctaUrl: 'https://shop.example/x' }])).toEqual([]);
    expect(checksOf([{ type: 'html', html: '<p><img src="/images/a.svg"><img src="/images/b.svg" alt=""></p>' }])).toEqual([
      { check: 'image-alt', path: 'body[0].html', message: 'an image in this HTML has no alt text' },
    ]);
  });

  it('returns checks in document order, once each', () => {
    const checks = publishChecks(
      validArticle({
        medicalReviewer: undefined,
        heroImage: { src: '/images/hero.svg', alt: '', width: 10, height: 10 },
        body: [{ widgetFormat: 'warnin' }, { type: 'html', html: '<p><img src="/a.svg" onerror="x()"></p>' }],
      }),
    );
    expect(checks.map((c) => `${c.check} ${c.path}`)).toEqual([
      'medical-review medicalReviewer',
      'image-alt heroImage.alt',
      'unknown-format body[0].widgetFormat',
      'sanitized-html body[1].html',
      'image-alt body[1].html',
      'sources references',
    ]);
    expect(checksAsWarnings(checks)[0]).toEqual({ path: 'medicalReviewer', message: 'a health article needs a medical reviewer before it is published' });
  });

  it('never throws, and finds nothing in what is not an article', () => {
    const circular: Record<string, unknown> = { widgetFormat: 'row' };
    circular.children = [[circular]];
    const garbage: unknown[] = [
      null, undefined, 42, 'article', [], [validArticle()], { documentType: 'category', intro: '<script>x</script>' },
      { documentType: 'article', body: 'x', isArticle: false },
      { documentType: 'article', isArticle: false, heroImage: 'x', body: [null, 1, 'x', [], { widgetFormat: 5 }, { type: 'html', html: 5 }, { widgetFormat: 'faq', items: 'x' }, { widgetFormat: 'faq', items: [null, { answer: {} }] }, circular] },
    ];
    for (const input of garbage) expect(publishChecks(input)).toEqual([]);
    expect(publishChecks({ documentType: 'article', pageTemplate: 'nope', medicalReviewer: 1, body: [{ widgetFormat: 'x'.repeat(500) }] })).toHaveLength(1);
  });
});
