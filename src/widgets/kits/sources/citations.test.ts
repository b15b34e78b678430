import { describe, expect, it } from 'vitest';
import { articleSearchText } from '@/widgets/search-text';
import { articleSources, citationWarnings } from '@/widgets/page-sources';
import { citationJsonLd, linkCitations, markerNumbers, sourceHref, sourceIdentifier, stripMarkers } from './citations';
import { sourceSchema, type Source } from '@/content/sources';

const doi: Source = { title: 'BP guideline', publisher: 'Hypertension', year: 2018, doi: '10.1161/HYP.0000000000000065' };
const pmid: Source = { title: 'Sleep consensus', publisher: 'J Clin Sleep Med', year: 2015, pmid: '25979105' };
const url: Source = { title: 'Vitamin D fact sheet', publisher: 'NIH ODS', year: 2024, url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/' };

describe('sources', () => {
  it('link a DOI through doi.org, a PubMed ID to PubMed and a URL as given', () => {
    expect(sourceHref(doi)).toBe('https://doi.org/10.1161/HYP.0000000000000065');
    expect(sourceHref(pmid)).toBe('https://pubmed.ncbi.nlm.nih.gov/25979105/');
    expect(sourceHref(url)).toBe(url.url);
    expect(sourceHref({ ...doi, doi: '10.1002/(SICI)1097-4636#x?y' })).toBe('https://doi.org/10.1002/(SICI)1097-4636%23x%3Fy');
    expect(sourceIdentifier(doi)).toBe('doi:10.1161/HYP.0000000000000065');
    expect(sourceIdentifier(pmid)).toBe('PMID: 25979105');
    expect(sourceIdentifier(url)).toBeUndefined();
  });

  it('need a title, publisher, year and exactly one of doi, pmid or url', () => {
    expect(sourceSchema.safeParse(doi).success).toBe(true);
    expect(sourceSchema.safeParse({ title: 'x', publisher: 'y', year: 2020 }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...doi, pmid: '1' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...doi, doi: 'https://doi.org/10.1161/x' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...pmid, pmid: '0123' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...url, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...doi, year: '2018' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...doi, title: ' ' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...doi, note: 'x' }).success).toBe(false);
  });
});

describe('markers', () => {
  it('are found and stripped', () => {
    expect(markerNumbers('<p>A[[ref:2]] b[[ref:10]][[ref:2]] [[ref:x]] [ref:3]</p>')).toEqual([2, 10, 2]);
    expect(stripMarkers('<p>Claim.[[ref:1]][[ref:2]]</p>')).toBe('<p>Claim.</p>');
  });

  it('become numbered links across blocks, with an id per occurrence, and are dropped when the source is missing', () => {
    const { html, cited } = linkCitations(
      [
        { index: 0, html: '<p>One[[ref:1]] and two[[ref:2]].</p>' },
        { index: 3, html: '<p>One again[[ref:1]], missing[[ref:9]], zero[[ref:0]].</p>' },
      ],
      2,
      { idPrefix: '', className: 'm' },
    );
    const first = html.get(0)!;
    expect(first).toContain('One\u2060<sup class="m"><a id="ref-1-cite-1" href="#ref-1" data-citation="1" aria-label="Source 1">[1]</a></sup>');
    expect(first).toContain('id="ref-2-cite-1" href="#ref-2"');
    const second = html.get(3)!;
    expect(second).toContain('id="ref-1-cite-2" href="#ref-1"');
    expect(second).not.toContain('[[ref:');
    expect(second).toContain('missing, zero.');
    expect([...cited].sort()).toEqual([1, 2]);
  });

  it('prefix ids on appended articles, leave tags alone and never nest links', () => {
    const { html } = linkCitations(
      [{ index: 0, html: '<p title="[[ref:1]] x"><a href="/x">see[[ref:1]]</a> then[[ref:1]]</p>' }],
      1,
      { idPrefix: 'p2-' },
    );
    const out = html.get(0)!;
    expect(out).toContain('<p title="[[ref:1]] x">');
    expect(out).toContain('<a href="/x">see\u2060<sup><span aria-hidden="true">[</span>1<span aria-hidden="true">]</span></sup></a>');
    expect(out).toContain('<a id="p2-ref-1-cite-1" href="#p2-ref-1"');
  });

  it('stay on the line of the text they follow: at the end of a list item, after a full stop, after a closing tag', () => {
    const { html } = linkCitations(
      [{ index: 0, html: '<ul><li>Moving your body lifts your mood.[[ref:1]]</li><li><strong>Sleep</strong>[[ref:2]]</li></ul>' }],
      2,
      { idPrefix: '' },
    );
    const out = html.get(0)!;
    // A word joiner (no break before or after it) sits right before each marker, and nothing out of flow
    // (visually hidden text) comes between it and the visible "[": the marker cannot wrap alone onto a line.
    expect(out).toContain('mood.\u2060<sup><a id="ref-1-cite-1"');
    expect(out).toContain('</strong>\u2060<sup><a id="ref-2-cite-1"');
    expect(out).not.toContain('visually-hidden');
    expect(out).toMatch(/<a [^>]*aria-label="Source 1">\[1\]<\/a><\/sup><\/li>/);
  });

  it('leave search text clean', () => {
    const text = articleSearchText({ title: 'T', description: 'D', body: [{ type: 'html', html: '<p>Sleep 7 hours.[[ref:1]]</p>' }] });
    expect(text.body).toBe('Sleep 7 hours.');
  });
});

describe('the article list of sources', () => {
  it('is the envelope field, else the first references widget', () => {
    const widget = { widgetFormat: 'references', items: [pmid] };
    expect(articleSources([widget], [doi])).toEqual({ sources: [doi], listIndex: null });
    expect(articleSources([{ type: 'html', html: '' }, widget, { widgetFormat: 'references', items: [url] }], [])).toEqual({ sources: [pmid], listIndex: 1 });
    expect(articleSources([{ widgetFormat: 'references', items: 'bad' }])).toEqual({ sources: [], listIndex: null });
    expect(articleSources([])).toEqual({ sources: [], listIndex: null });
  });

  it('becomes schema.org citations', () => {
    expect(citationJsonLd([{ ...doi, authors: 'Whelton PK, et al.' }, pmid, url])).toEqual([
      {
        '@type': 'CreativeWork',
        name: 'BP guideline',
        author: 'Whelton PK, et al.',
        publisher: { '@type': 'Organization', name: 'Hypertension' },
        datePublished: '2018',
        sameAs: 'https://doi.org/10.1161/HYP.0000000000000065',
      },
      { '@type': 'CreativeWork', name: 'Sleep consensus', publisher: { '@type': 'Organization', name: 'J Clin Sleep Med' }, datePublished: '2015', sameAs: 'https://pubmed.ncbi.nlm.nih.gov/25979105/' },
      { '@type': 'CreativeWork', name: 'Vitamin D fact sheet', publisher: { '@type': 'Organization', name: 'NIH ODS' }, datePublished: '2024', url: url.url },
    ]);
  });
});

describe('import warnings', () => {
  it('name a marker without a source and a source never cited', () => {
    expect(
      citationWarnings({
        body: [{ type: 'html', html: '<p>A[[ref:1]] B[[ref:3]] A again[[ref:1]]</p>' }],
        references: [doi, pmid],
      }),
    ).toEqual([
      { path: 'body[0].html', message: 'marker [[ref:3]] has no source (the article has 2); it renders nothing' },
      { path: 'references[1]', message: 'source 2 is never cited: add [[ref:2]] where the text relies on it' },
    ]);
  });

  it('name markers in widget fields and a second list, and point uncited widget sources at the widget', () => {
    const warnings = citationWarnings({
      body: [
        { widgetFormat: 'faq', items: [{ question: 'Q', answer: '<p>A[[ref:1]]</p>' }] },
        { widgetFormat: 'references', items: [pmid] },
        { widgetFormat: 'references', items: [url] },
      ],
    });
    expect(warnings.map((w) => w.path)).toEqual(['body[0]', 'body[2]', 'body[1].items[0]']);
    expect(warnings[0]!.message).toContain('link only in HTML nodes');
  });
});
