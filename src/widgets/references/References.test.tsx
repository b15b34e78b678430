import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import type { Source } from '@/content/sources';
import { referencesSchema } from './schema';

const sources: Source[] = [
  { title: 'BP guideline', publisher: 'Hypertension', year: 2018, doi: '10.1161/HYP.0000000000000065', authors: 'Whelton PK, et al.' },
  { title: 'Sleep consensus', publisher: 'J Clin Sleep Med', year: 2015, pmid: '25979105' },
  { title: 'Fact sheet', publisher: 'NIH ODS', year: 2024, url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/' },
];

async function renderArticle(body: BodyNode[], references: Source[] = [], page = 1) {
  return renderToStaticMarkup(await RenderWidgets({ body, site: 'healthline', region: 'us', canonicalPath: '/test/sources', references, page }));
}

describe('references widget', () => {
  it('renders a headed, numbered list with linked titles, publisher, year and identifier', async () => {
    const html = await renderWidget('references', fixtures.default);
    // A plain section, not a region: several articles' lists share a page under infinite scroll.
    expect(html).toMatch(/^<section class="[^"]+" data-references=""><h2[^>]*>Sources<\/h2>/);
    expect(html).toContain('<ol');
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('href="https://doi.org/10.1161/HYP.0000000000000065"');
    expect(html).toContain('href="https://pubmed.ncbi.nlm.nih.gov/25979105/"');
    expect(html).toContain('href="https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/"');
    expect(html).toContain('. Hypertension; 2018. doi:10.1161/HYP.0000000000000065');
    expect(html).toContain('PMID: 25979105');
    // Outbound: a new tab, announced.
    expect(html).toContain('target="_blank"');
    expect(html).toContain('(opens in a new tab)');
  });

  it('ends each part with one full stop: authors ending "et al." and a title ending "?" get no second', async () => {
    const html = await renderWidget('references', {
      widgetFormat: 'references',
      items: [
        { ...sources[0]!, authors: 'Whelton PK, Carey RM, et al.' },
        { title: 'Is sleep a vital sign?', authors: 'Watson NF', publisher: 'Sleep', year: 2015, pmid: '25979105' },
      ],
    });
    const text = html.replace(/<[^>]*>/g, '').replaceAll(' (opens in a new tab)', '');
    expect(text).toContain('Whelton PK, Carey RM, et al. BP guideline');
    expect(text).toContain('Watson NF. Is sleep a vital sign?');
    expect(text).toContain('vital sign? Sleep; 2015.');
    expect(text).toContain('BP guideline. Hypertension; 2018. doi:');
    expect(text).not.toMatch(/\.\.|\?\./);
  });

  it('uses its own heading, and outside an article has no ids or back links', async () => {
    const html = await renderWidget('references', fixtures.customHeading);
    expect(html).toMatch(/<h2[^>]*>Further reading<\/h2>/);
    expect(html).not.toMatch(/<li [^>]*id=/);
    expect(html).not.toContain('Back to where');
  });

  it('validates its fields', () => {
    expect(referencesSchema.safeParse({ widgetFormat: 'references', items: [] }).success).toBe(false);
    expect(referencesSchema.safeParse({ widgetFormat: 'references' }).success).toBe(false);
    expect(referencesSchema.safeParse({ widgetFormat: 'references', items: sources, colour: 'red' }).success).toBe(false);
  });
});

describe('sources in an article', () => {
  it('links markers to the envelope sources under "Sources" and each cited source back to its first marker', async () => {
    const html = await renderArticle(
      [
        { type: 'html', html: '<p>Blood pressure claim.[[ref:1]]</p>' },
        { widgetFormat: 'divider' },
        { type: 'html', html: '<p>Sleep claim.[[ref:2]] Again.[[ref:1]]</p>' },
      ],
      sources,
    );
    expect(html).toContain('<a id="ref-1-cite-1" href="#ref-1"');
    expect(html).toContain('<a id="ref-2-cite-1" href="#ref-2"');
    expect(html).toContain('<a id="ref-1-cite-2" href="#ref-1"');
    expect(html).toMatch(/<h2[^>]*>Sources<\/h2>/);
    expect(html).toMatch(/<li id="ref-1"[^>]*>/);
    expect(html).toMatch(/<li id="ref-3"[^>]*>/);
    expect(html).toContain('href="#ref-1-cite-1"');
    expect(html).toContain('href="#ref-2-cite-1"');
    // Source 3 is never cited: no back link to a marker that does not exist.
    expect(html).not.toContain('#ref-3-cite-1');
    expect(html).toContain('Back to where source 1 is cited');
    // The list comes after the body.
    expect(html.indexOf('Sleep claim')).toBeLessThan(html.indexOf('>Sources</h2>'));
  });

  it('prefixes the ids of an appended article', async () => {
    const html = await renderArticle([{ type: 'html', html: '<p>Claim.[[ref:1]]</p>' }], sources.slice(0, 1), 3);
    expect(html).toContain('<a id="p3-ref-1-cite-1" href="#p3-ref-1"');
    expect(html).toMatch(/<li id="p3-ref-1"/);
    expect(html).toContain('href="#p3-ref-1-cite-1"');
  });

  it('uses a references widget in the body when the envelope has none', async () => {
    const html = await renderArticle([
      { type: 'html', html: '<p>Claim.[[ref:2]]</p>' },
      { widgetFormat: 'references', items: sources },
    ]);
    expect(html).toContain('<a id="ref-2-cite-1" href="#ref-2"');
    expect(html).toMatch(/<li id="ref-2"/);
    expect(html).toContain('href="#ref-2-cite-1"');
    expect(html).not.toContain('href="#ref-1-cite-1"');
  });

  it('renders no list and drops markers when there are no sources', async () => {
    const html = await renderArticle([{ type: 'html', html: '<p>Claim.[[ref:1]]</p>' }]);
    expect(html).toContain('<p>Claim.</p>');
    expect(html).not.toContain('Sources');
  });
});
