import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { renderWidget } from '@tests/support/render-widget';

describe('links when rendering', () => {
  it('html nodes: links to the request host and the site domain are internal, others outbound', async () => {
    const html = renderToStaticMarkup(
      await RenderWidgets({
        body: [{ type: 'html', html: '<p><a href="http://preview.test:8080/x">Here</a> <a href="https://www.mind.wellread.example/y">Own</a> <a href="https://wellread.example/z">Sister</a></p>' }],
        site: 'psy',
        region: 'us',
        canonicalPath: '/test/links',
        requestHost: 'preview.test:8080',
      }),
    );
    expect(html).toContain('<a href="http://preview.test:8080/x">Here</a>');
    expect(html).toContain('<a href="https://www.mind.wellread.example/y">Own</a>');
    expect(html).toMatch(/<a href="https:\/\/wellread.example\/z" target="_blank" rel="noopener noreferrer" data-link="outbound">Sister<span/);
  });

  it('editor HTML inside widgets is decorated too', async () => {
    const html = await renderWidget('warning', { widgetFormat: 'warning', text: '<p><a href="https://www.cdc.gov/">CDC</a></p>' });
    expect(html).toContain('target="_blank" rel="noopener noreferrer" data-link="outbound">CDC<span class="visually-hidden" data-link-hint=""> (opens in a new tab)</span></a>');
  });
});
