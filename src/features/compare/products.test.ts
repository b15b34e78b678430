import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { compareProductsFromBody, toCompareChoice } from './products';
import { cardInput, productCardNode } from './test-products';

describe('compareProductsFromBody', () => {
  it('collects product-card widgets with the compare card fields', () => {
    const [product] = compareProductsFromBody([productCardNode(1, { variantId: 'v-30ct', price: '24.99', rating: 4.6 })]);
    expect(product).toMatchObject({
      id: 'sunbeam-1',
      pid: 'sunbeam-1',
      variantId: 'v-30ct',
      productName: 'Sunbeam Drops No. 1',
      productBrand: 'Lumora Labs',
      price: '24.99',
    });
    expect(product!.card).toMatchObject({ rating: 4.6, ctaUrl: 'https://shop.example.com/sunbeam-1', Pros: [], highlights: [] });
    expect(toCompareChoice(product!)).toEqual({
      id: 'sunbeam-1',
      pid: 'sunbeam-1',
      variantId: 'v-30ct',
      productName: 'Sunbeam Drops No. 1',
      productBrand: 'Lumora Labs',
      price: '24.99',
    });
  });

  it("collects the items of product-card-group widgets' products, in body order", () => {
    const body: BodyNode[] = [
      { type: 'html', html: '<p>Intro</p>' },
      productCardNode(1),
      { widgetFormat: 'product-card-group', products: [cardInput(2), cardInput(3)] },
      { widgetFormat: 'faq', items: [] },
      productCardNode(4),
    ];
    expect(compareProductsFromBody(body).map((p) => p.id)).toEqual(['sunbeam-1', 'sunbeam-2', 'sunbeam-3', 'sunbeam-4']);
  });

  it('skips invalid cards, and groups that would not render (an invalid item, no products list)', () => {
    const body: BodyNode[] = [
      productCardNode(1, { productTitle: '' }),
      productCardNode(2, { ctaUrl: 'javascript:alert(1)' }),
      { widgetFormat: 'product-card', ...cardInput(3), unknownField: true },
      { widgetFormat: 'product-card-group', products: [cardInput(4, { id: 'bad id!' }), cardInput(5)] },
      { widgetFormat: 'product-card-group', products: [{ ...cardInput(6), widgetFormat: 'product-card' }] },
      { widgetFormat: 'product-card-group', products: 'not a list' },
      { widgetFormat: 'product-card-group' },
      { widgetFormat: 'product-card-group', products: [cardInput(7)] },
    ];
    expect(compareProductsFromBody(body).map((p) => p.id)).toEqual(['sunbeam-7']);
  });

  it('leaves out the cards the page rules hide', () => {
    const body: BodyNode[] = [
      productCardNode(1),
      { widgetFormat: 'product-card-group', variant: 'decision-article-list', preampAssetName: 'ed-list', products: [cardInput(2)] },
      { widgetFormat: 'product-card-group', products: [cardInput(3)] },
    ];
    const page = (canonicalPath: string, commercePropensity = false, preampAssetNames: string[] = []) => ({
      canonicalPath,
      placements: { commercePropensity, preampAssetNames },
    });
    const ids = (p: ReturnType<typeof page>) => compareProductsFromBody(body, p).map((x) => x.id);
    expect(ids(page('/nutrition/other'))).toEqual(['sunbeam-1', 'sunbeam-3']);
    expect(ids(page('/health/erectile-dysfunction', false, ['ed-list']))).toEqual(['sunbeam-1', 'sunbeam-2', 'sunbeam-3']);
    expect(ids(page('/test/commerce-blocked'))).toEqual([]);
    expect(ids(page('/test/commerce-blocked', true))).toEqual(['sunbeam-1', 'sunbeam-3']);
  });

  it('keeps the first product of a repeated id', () => {
    const body: BodyNode[] = [productCardNode(1), { widgetFormat: 'product-card-group', products: [cardInput(1, { productTitle: 'Other' }), cardInput(2)] }];
    const products = compareProductsFromBody(body);
    expect(products.map((p) => p.productName)).toEqual(['Sunbeam Drops No. 1', 'Sunbeam Drops No. 2']);
  });

  it('returns nothing for a body without products', () => {
    expect(compareProductsFromBody([])).toEqual([]);
    expect(compareProductsFromBody([{ type: 'html', html: '<p>x</p>' }, { widgetFormat: 'divider' }])).toEqual([]);
  });
});
