import { describe, expect, it } from 'vitest';
import { articleSchema } from '@/content/article-schema';
import { validArticle } from '@tests/support/documents';
import { pageReport } from '@/views/article/page-report';

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
