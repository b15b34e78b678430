// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { articleSchema } from '@/content/article-schema';
import { validArticle } from '@tests/support/documents';
import { pageReport } from '@/views/article/page-report';
import { siteToolsEnabled, turnOffSiteTools } from './setting';

describe('pageReport', () => {
  it('lists site, template, canonical path and whether each body node renders', () => {
    const article = articleSchema.parse(
      validArticle({
        canonicalPath: '/test/report',
        body: [
          { type: 'html', html: '<p>x</p>' },
          { widgetFormat: 'divider' },
          { widgetFormat: 'widget-from-the-future', anything: true },
        ],
      }),
    );
    // Stored content can drift from the schema; the report checks each widget again as the renderer does.
    const stored = { ...article, body: [...article.body, { widgetFormat: 'faq', items: [] }] };
    expect(pageReport(stored)).toEqual({
      site: 'healthline',
      template: article.pageTemplate,
      canonicalPath: '/test/report',
      nodes: [
        { index: 0, format: 'html', rendered: true },
        { index: 1, format: 'divider', rendered: true },
        { index: 2, format: 'widget-from-the-future', rendered: false, reason: 'unknown format' },
        { index: 3, format: 'faq', rendered: false, reason: 'invalid data' },
      ],
    });
  });
});

describe('site tools setting', () => {
  beforeEach(() => localStorage.clear());

  it('is off by default', () => {
    expect(siteToolsEnabled('')).toBe(false);
  });

  it('?siteTools=1 turns it on and remembers it; ?siteTools=0 turns it off and forgets it', () => {
    expect(siteToolsEnabled('?siteTools=1')).toBe(true);
    expect(localStorage.getItem('healthline.siteTools')).toBe('1');
    expect(siteToolsEnabled('?q=x')).toBe(true);
    expect(siteToolsEnabled('?siteTools=0')).toBe(false);
    expect(localStorage.getItem('healthline.siteTools')).toBeNull();
    expect(siteToolsEnabled('')).toBe(false);
  });

  it('turning off forgets the setting', () => {
    siteToolsEnabled('?siteTools=1');
    turnOffSiteTools();
    expect(siteToolsEnabled('')).toBe(false);
  });
});
