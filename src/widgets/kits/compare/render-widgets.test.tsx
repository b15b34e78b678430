import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { cardInput, productCardNode } from './test-products';

async function render(body: BodyNode[], canonicalPath = '/nutrition/compare-test') {
  return renderToStaticMarkup(await RenderWidgets({ body, site: 'healthline', region: 'us', canonicalPath }));
}

const count = (html: string) => html.match(/data-compare-dropdown=""/g)?.length ?? 0;

describe('RenderWidgets and the compare dropdown', () => {
  it('renders the dropdown once, right before the first product-card group', async () => {
    const html = await render([
      { type: 'html', html: '<p>Intro</p>' },
      productCardNode(1),
      productCardNode(2),
      { type: 'html', html: '<p>Between</p>' },
      productCardNode(3),
    ]);
    expect(count(html)).toBe(1);
    const dropdown = html.indexOf('data-compare-dropdown');
    expect(html.indexOf('<p>Intro</p>')).toBeLessThan(dropdown);
    expect(dropdown).toBeLessThan(html.indexOf('data-widget-group="product-card"'));
    expect(html).toContain('Sunbeam Drops No. 3');
  });

  it('renders it before a product-card-group widget when that comes first', async () => {
    const html = await render([
      { type: 'html', html: '<p>Intro</p>' },
      { widgetFormat: 'product-card-group', products: [cardInput(1), cardInput(2)] },
      productCardNode(3),
    ]);
    expect(count(html)).toBe(1);
    expect(html.indexOf('data-compare-dropdown')).toBeLessThan(html.indexOf('data-widget="product-card-group"'));
  });

  it('renders nothing with fewer than 2 valid products', async () => {
    expect(count(await render([productCardNode(1)]))).toBe(0);
    expect(count(await render([productCardNode(1), productCardNode(2, { ctaUrl: 'ftp://nope' })]))).toBe(0);
    expect(count(await render([{ type: 'html', html: '<p>No products</p>' }]))).toBe(0);
  });

  it('renders nothing where the page rules hide the cards', async () => {
    expect(count(await render([productCardNode(1), productCardNode(2)], '/test/commerce-blocked'))).toBe(0);
  });
});
