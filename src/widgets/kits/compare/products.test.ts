import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { cardPrice, compareProductsFromBody, findCompareProduct, mergeCards, sameProduct, toCompareChoice } from './products';
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
      placements: { commercePropensity, preampAssetNames, marketingTool: [] },
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

  it('lists a product shown in the carousel and as a card once, under the full card, with the fields of both', () => {
    // The demo roundup's shape: short carousel copies with ids of their own, then the full cards.
    const body: BodyNode[] = [
      {
        widgetFormat: 'product-card-group',
        layout: 'carousel',
        products: [
          cardInput(1, { id: 'sunbeam-1-carousel', variantId: 'v-30', rating: 4.6, discount: 'Save 10% with "SUN10"', imgSrc: '/products/lumora-liquid-d3-drops.svg' }),
          cardInput(2, { id: 'sunbeam-2-carousel', productTitle: 'SUNBEAM drops  no. 2', productBrand: 'lumora labs', price: '12.00' }),
        ],
      },
      productCardNode(1, { variantId: 'v-30', rating: 4.6, price: '24.99', retailer: 'Amazon', Pros: ['Small'], Cons: ['Pricey'], highlights: [{ label: 'Dose', value: '1,000 IU' }] }),
      productCardNode(2, { Pros: ['Tasty'], healthlineReviews: '<p>Good.</p>' }),
    ];
    const products = compareProductsFromBody(body);
    expect(products.map((p) => p.id)).toEqual(['sunbeam-1', 'sunbeam-2']);
    expect(products.map((p) => p.productName)).toEqual(['Sunbeam Drops No. 1', 'Sunbeam Drops No. 2']);
    const [one, two] = products;
    expect(one!.card).toMatchObject({ price: '24.99', retailer: 'Amazon', Pros: ['Small'], Cons: ['Pricey'], discount: 'Save 10% with "SUN10"', imgSrc: '/products/lumora-liquid-d3-drops.svg' });
    expect(one!.aliases).toEqual(['sunbeam-1-carousel']);
    // The copy's price fills the full card's gap.
    expect(two!.price).toBe('12.00');
    expect(toCompareChoice(one!)).not.toHaveProperty('aliases');
    // Old links that name a carousel copy still find the product.
    expect(findCompareProduct(products, 'sunbeam-2-carousel')).toBe(two);
    expect(findCompareProduct(products, 'nothing')).toBeUndefined();
  });

  it('keeps different variants, and different products of one brand, apart', () => {
    const a = { ...cardInput(1, { variantId: 'v-30' }), tags: [], highlights: [], productDetails: [], Pros: [], Cons: [], proprietaryReviews: [], hesiBadgeTags: [] } as never;
    const card = (extra: object) => ({ ...(a as object), id: 'other', ...extra }) as never;
    expect(sameProduct(a, card({}))).toBe(true);
    expect(sameProduct(a, card({ variantId: undefined }))).toBe(true);
    expect(sameProduct(a, card({ variantId: 'v-60' }))).toBe(false);
    expect(sameProduct(a, card({ productTitle: 'Sunbeam Drops No. 2' }))).toBe(false);
    expect(sameProduct(a, card({ productBrand: 'Other Labs' }))).toBe(false);
    expect(sameProduct(a, card({ productTitle: ' sunbeam   DROPS no 1 ' }))).toBe(true);
    const body: BodyNode[] = [productCardNode(1, { variantId: 'v-30' }), productCardNode(1, { id: 'sunbeam-1b', variantId: 'v-60' })];
    expect(compareProductsFromBody(body).map((p) => p.id)).toEqual(['sunbeam-1', 'sunbeam-1b']);
  });

  it('merges by richness: the fullest card wins conflicts, the first of equals, empty lists never hide a filled one', () => {
    const lean = compareProductsFromBody([productCardNode(1, { price: '5' })])[0]!.card;
    const rich = compareProductsFromBody([productCardNode(1, { id: 'x', price: '9', retailer: 'Shop', Pros: ['a', 'b'] })])[0]!.card;
    expect(mergeCards([lean, rich])).toMatchObject({ id: 'x', price: '9', Pros: ['a', 'b'] });
    expect(mergeCards([rich, lean]).id).toBe('x');
    expect(mergeCards([lean, { ...lean, id: 'y' }]).id).toBe('sunbeam-1');
  });

  it('takes the price from a Price highlight when the card has no price field', () => {
    expect(cardPrice({ price: undefined, highlights: [{ label: 'Dose', value: '2' }, { label: 'price', value: '$22' }] })).toBe('22');
    expect(cardPrice({ price: ' 9.99 ', highlights: [{ label: 'Price', value: '22' }] })).toBe('9.99');
    expect(cardPrice({ price: undefined, highlights: [{ label: 'Price', value: 'Varies' }] })).toBeUndefined();
    expect(compareProductsFromBody([productCardNode(1, { highlights: [{ label: 'Price', value: '14.50' }] })])[0]!.price).toBe('14.50');
  });

  it('returns nothing for a body without products', () => {
    expect(compareProductsFromBody([])).toEqual([]);
    expect(compareProductsFromBody([{ type: 'html', html: '<p>x</p>' }, { widgetFormat: 'divider' }])).toEqual([]);
  });
});
