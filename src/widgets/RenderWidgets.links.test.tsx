import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentLink } from '@/features/links/ContentLink';
import { linkScopeFor } from '@/features/links/scope';
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

  it('the scope lists the site domain, the hosts SITE_HOSTS serves it on, and the request host', () => {
    expect(linkScopeFor('psy', 'Preview.test:3000')).toEqual({ ownDomains: ['mind.wellread.example', 'psy.localhost', 'preview.test'], orgId: 'wellread-mind' });
    expect(linkScopeFor('healthline')).toEqual({ ownDomains: ['wellread.example'], orgId: 'wellread' });
  });

  it('ContentLink classifies a widget link field', () => {
    expect(renderToStaticMarkup(<ContentLink href="/sleep">Sleep</ContentLink>)).toBe('<a href="/sleep">Sleep</a>');
    const affiliate = renderToStaticMarkup(<ContentLink href="https://www.amazon.com/dp/B0FISHOIL1">Buy</ContentLink>);
    expect(affiliate).toMatch(/^<a href="https:\/\/www.amazon.com\/dp\/B0FISHOIL1" target="_blank" rel="noopener noreferrer sponsored" data-link="affiliate" data-track="affiliate-link" data-track-brand="Amazon" data-track-product-id="B0FISHOIL1" data-track-name="amazon.com" data-correlation-id="[0-9a-f-]{36}">Buy<span class="visually-hidden" data-link-hint=""> \(opens in a new tab\)<\/span><\/a>$/);
  });
});
