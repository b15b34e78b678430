// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { erectileDysfunctionPath, productCarouselTitles } from '@/widgets/kits/commerce/page-rules';
import { fixtures } from './fixtures';
import { carouselTitle, showsDecisionArticleList } from './rules';
import { productCardGroupSchema } from './schema';

const product = (n: number) => ({ id: `p${n}`, productTitle: `Product ${n}`, productBrand: 'Brand', variantId: `v${n}`, ctaUrl: `https://shop.example.com/p${n}` });
const group = (extra: Record<string, unknown> = {}) => ({ widgetFormat: 'product-card-group', products: [1, 2, 3].map(product), ...extra });

async function render(data: Record<string, unknown>, context: Parameters<typeof renderWidget>[2] = {}) {
  document.body.innerHTML = await renderWidget('product-card-group', data, context);
  return document.body;
}

describe('product-card-group', () => {
  it('renders each product with the product card, positions from 1, titles as h3 under the group h2', async () => {
    const body = await render(group({ title: 'Our picks' }), { page: 1 });
    expect(body.querySelector('h2')!.textContent).toBe('Our picks');
    const cards = [...body.querySelectorAll('article[data-track="product"]')];
    expect(cards.map((c) => c.getAttribute('data-track-position'))).toEqual(['1', '2', '3']);
    expect(cards.map((c) => c.id)).toEqual(['page1-cardp1', 'page1-cardp2', 'page1-cardp3']);
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(['Product 1', 'Product 2', 'Product 3']);
    expect(cards[1]!.querySelector('a[data-track="product-link"]')!.getAttribute('data-track-position')).toBe('2');
  });

  it('uses h2 card titles when the list has no title', async () => {
    const body = await render(group());
    expect(body.querySelectorAll('article h2')).toHaveLength(3);
  });

  it('titles the carousel from productCarouselTitles on listed pages, its own title elsewhere', async () => {
    const onListed = await render(group({ layout: 'carousel', title: 'Own title' }), { canonicalPath: '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements' });
    expect(onListed.querySelector('h2')!.textContent).toBe('Our top vitamin D picks');
    const elsewhere = await render(group({ layout: 'carousel', title: 'Own title' }), { canonicalPath: '/nutrition/other' });
    expect(elsewhere.querySelector('h2')!.textContent).toBe('Own title');
    expect(carouselTitle('/sleep/best-sleep-products', undefined)).toBe('Our top sleep products');
    expect(carouselTitle('/x', '  ')).toBeUndefined();
  });

  it('has no carousel title set in capitals (headings are sentence case; a word of capitals is an acronym)', () => {
    for (const title of Object.values(productCarouselTitles)) {
      const words = title.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w));
      expect(words.filter((w) => w === w.toUpperCase()).length, title).toBeLessThanOrEqual(1);
      expect(title[0], title).toBe(title[0]!.toUpperCase());
    }
  });

  it('renders the carousel as a focusable, labelled, scroll-snapping region of short cards', async () => {
    const body = await render(group({ layout: 'carousel', title: 'Compare' }));
    const region = body.querySelector('[role="region"]')!;
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('aria-label')).toBe('Compare');
    const cards = [...region.querySelectorAll('article')];
    expect(cards).toHaveLength(3);
    expect(cards.every((c) => c.getAttribute('data-layout') === 'carousel' && c.getAttribute('data-track-location') === 'product-card-carousel')).toBe(true);
    expect(cards.map((c) => c.getAttribute('data-track-position'))).toEqual(['1', '2', '3']);
    // Spec (article blocks 5): 3 or fewer cards in a row on wide screens; more scroll.
    expect(region.querySelector('ul')!.getAttribute('data-layout')).toBe('row');
    const untitled = await render(group({ layout: 'carousel' }));
    expect(untitled.querySelector('[role="region"]')!.getAttribute('aria-label')).toBe('Product picks');
  });

  it('has dots when more than 1 slide (spec article blocks 9), in the server HTML beside Previous and Next, so nothing moves when the script runs', async () => {
    const body = await render(group({ layout: 'carousel', title: 'Compare', products: [1, 2, 3, 4, 5, 6].map(product) }));
    const region = body.querySelector('[role="region"]')!;
    const dots = [...body.querySelectorAll('button[aria-label^="Slide "]')];
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Slide ${n} of 6`));
    expect(dots.every((d) => d.getAttribute('aria-controls') === region.id)).toBe(true);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    expect(body.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('Slides of Compare');
    expect([...body.querySelectorAll('button')].map((b) => b.textContent!.trim()).filter((t) => t)).toEqual(['‹ Previous', 'Next ›']);
    expect(region.querySelector('ul')!.getAttribute('data-layout')).toBe('scroll');
    const single = await render(group({ layout: 'carousel', products: [product(1)] }));
    expect(single.querySelector('button')).toBeNull();
  });

  it('gives carousel item images without alt the product name, never "carousel item {n}"', async () => {
    const products = [1, 2].map((n) => ({ ...product(n), imgSrc: '/products/fernhollow-d3-drops.svg' }));
    const body = await render(group({ layout: 'carousel', products: [...products, { ...product(3), imgSrc: '/products/fernhollow-d3-gummies.svg', imgAlt: 'Rose jar' }] }));
    expect([...body.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toEqual(['Product 1', 'Product 2', 'Rose jar']);
  });

  describe('decision-article-list', () => {
    const data = group({ variant: 'decision-article-list', preampAssetName: 'ed-list' });
    const placements = (names: string[]) => ({ commercePropensity: false, preampAssetNames: names, marketingTool: [] });

    it('renders on the erectile-dysfunction page when the preamp asset is chosen', async () => {
      const body = await render(data, { canonicalPath: erectileDysfunctionPath, placements: placements(['other', 'ed-list']) });
      expect(body.querySelectorAll('article')).toHaveLength(3);
      expect(body.querySelector('[data-variant="decision-article-list"]')).not.toBeNull();
    });

    it('renders nothing on another page, without the asset, or without a name', async () => {
      expect(await renderWidget('product-card-group', data, { canonicalPath: '/health/other', placements: placements(['ed-list']) })).toBe('');
      expect(await renderWidget('product-card-group', data, { canonicalPath: erectileDysfunctionPath, placements: placements(['other']) })).toBe('');
      expect(showsDecisionArticleList(erectileDysfunctionPath, placements(['']), undefined)).toBe(false);
    });
  });

  it('renders nothing on a blocked page without a commerce-propensity placement', async () => {
    expect(await renderWidget('product-card-group', group(), { canonicalPath: '/test/commerce-blocked' })).toBe('');
    expect(
      await renderWidget('product-card-group', group(), { canonicalPath: '/test/commerce-blocked', placements: { commercePropensity: true, preampAssetNames: [], marketingTool: [] } }),
    ).toContain('<article');
  });

  it('validates the fields and renders every fixture', async () => {
    expect(productCardGroupSchema.parse(group())).toMatchObject({ layout: 'list', variant: 'standard' });
    expect(productCardGroupSchema.safeParse(group({ products: [] })).success).toBe(false);
    expect(productCardGroupSchema.safeParse(group({ products: Array.from({ length: 31 }, (_, i) => product(i)) })).success).toBe(false);
    expect(productCardGroupSchema.safeParse(group({ layout: 'grid' })).success).toBe(false);
    expect(productCardGroupSchema.safeParse(group({ products: [{ ...product(1), widgetFormat: 'product-card' }] })).success).toBe(false);
    for (const fixture of Object.values(fixtures)) await renderWidget('product-card-group', fixture);
  });
});
