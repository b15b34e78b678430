import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { warningSchema } from './schema';

describe('warning', () => {
  it('renders a note labelled by its h2, with a hidden icon and the HTML', async () => {
    const html = await renderWidget('warning', { widgetFormat: 'warning', header: 'Check the dose', text: '<p>Too much <strong>iron</strong> is harmful.</p>' });
    const labelledBy = /<aside role="note" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}" class="title">Check the dose</h2>`);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('<p>Too much <strong>iron</strong> is harmful.</p>');
  });

  it('reads "Warning" when the header is absent or blank', async () => {
    for (const header of [undefined, '', '  ']) {
      const html = await renderWidget('warning', { widgetFormat: 'warning', header, text: '<p>Careful.</p>' });
      expect(html).toMatch(/<h2[^>]*>Warning<\/h2>/);
    }
  });

  it('drops scripts and event handlers from the HTML', async () => {
    const html = await renderWidget('warning', {
      widgetFormat: 'warning',
      text: '<p>Read this<script>alert(1)</script></p><img src="https://example.com/x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    });
    expect(html).not.toMatch(/<script|onerror|alert|javascript:/);
    expect(html).toContain('<p>Read this</p>');
  });

  it('rejects text that is empty once sanitized', () => {
    for (const text of ['', '   ', '<p> </p>', '<script>alert(1)</script>', '<p>&nbsp;</p>']) {
      expect(warningSchema.safeParse({ widgetFormat: 'warning', text }).success, text).toBe(false);
    }
    expect(warningSchema.safeParse({ widgetFormat: 'warning', text: '<img src="https://example.com/x.png" alt="Label">' }).success).toBe(true);
  });

  it('validates the fields', () => {
    expect(warningSchema.safeParse({ widgetFormat: 'warning' }).success).toBe(false);
    expect(warningSchema.safeParse({ widgetFormat: 'warning', text: '<p>x</p>', header: 'x'.repeat(201) }).success).toBe(false);
    expect(warningSchema.safeParse({ widgetFormat: 'warning', text: '<p>x</p>', colour: 'red' }).success).toBe(false);
  });

  it('marks an urgent warning (emergency advice) and validates the flag', async () => {
    const html = await renderWidget('warning', { widgetFormat: 'warning', header: 'Call 911', text: '<p>Now.</p>', urgent: true });
    expect(html).toMatch(/<aside role="note"[^>]*class="warning urgent"[^>]*data-urgent=""/);
    const plain = await renderWidget('warning', { widgetFormat: 'warning', text: '<p>x</p>' });
    expect(plain).not.toContain('data-urgent');
    expect(warningSchema.parse({ widgetFormat: 'warning', text: '<p>x</p>' }).urgent).toBe(false);
    expect(warningSchema.safeParse({ widgetFormat: 'warning', text: '<p>x</p>', urgent: 'true' }).success).toBe(false);
  });
});
