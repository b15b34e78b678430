import { describe, expect, it } from 'vitest';
import { validateDocument } from '@/publishing/validate';
import { validArticle } from '@tests/support/documents';
import { expectSafe, payloads } from '@tests/support/xss';

describe('sanitizing on import', () => {
  it.each(payloads)('html nodes and widget HTML fields lose %s', (payload) => {
    const result = validateDocument(
      validArticle({
        body: [
          { type: 'html', html: `<p>Before</p>${payload}` },
          { widgetFormat: 'faq', items: [{ question: 'Q?', answer: `<p>A</p>${payload}` }] },
          { widgetFormat: 'warning', text: `<p>Careful</p>${payload}` },
        ],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = JSON.stringify(result.document.documentType === 'article' ? result.document.body : []);
    expectSafe(JSON.parse(stored).map((n: Record<string, unknown>) => JSON.stringify(n)).join(''));
  });
});
