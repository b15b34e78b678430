import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDocument } from '@/content/article-schema';
import { parseCompareParams } from './params';
import { cardInput, productCardNode } from '@/widgets/kits/compare/test-products';
import { loadComparison } from './compare-page.server';

const getArticle = vi.hoisted(() => vi.fn());
vi.mock('@/content/queries.server', () => ({ getArticle }));
const commercePlacements = vi.hoisted(() => vi.fn(async () => ({ commercePropensity: false, preampAssetNames: [], marketingTool: [] })));
vi.mock('@/features/drivers/server/page-placements.server', () => ({ commercePlacements }));

const path = '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements';
const doc = {
  title: 'Best vitamin D supplements',
  canonicalPath: path,
  pageTemplate: 'article',
  categories: ['vitamins-and-supplements'],
  targeting: { k1: 'vitamin d', kmeta: ['vitamin d'] },
  body: [productCardNode(1), { widgetFormat: 'product-card-group', products: [cardInput(2), cardInput(3)] }],
} as unknown as ArticleDocument;

const load = (query: Record<string, string>) => loadComparison('healthline', parseCompareParams(query));

describe('loadComparison', () => {
  beforeEach(() => {
    getArticle.mockReset();
    getArticle.mockImplementation(async (_site: string, p: string) => (p === path ? doc : null));
  });

  it('loads the article on the current site and both products in the link order', async () => {
    const result = await load({ article: path, products: 'sunbeam-3,sunbeam-1' });
    expect(getArticle).toHaveBeenCalledWith('healthline', path);
    // The article's page placements (campaigns) decide which cards it shows, as on the article page.
    expect(commercePlacements).toHaveBeenCalledWith({ site: 'healthline', canonicalPath: path, pageTemplate: 'article', categories: ['vitamins-and-supplements'], k1: 'vitamin d', keywords: ['vitamin d'] });
    expect(result.state).toBe('ok');
    if (result.state !== 'ok') return;
    expect(result.article).toEqual({ title: 'Best vitamin D supplements', canonicalPath: path });
    expect(result.products.map((p) => p.id)).toEqual(['sunbeam-3', 'sunbeam-1']);
  });

  it('finds a product by the id of its carousel copy, and refuses two ids of one product', async () => {
    getArticle.mockImplementation(async () => ({
      ...doc,
      body: [{ widgetFormat: 'product-card-group', layout: 'carousel', products: [cardInput(1, { id: 'sunbeam-1-carousel' })] }, productCardNode(1, { Pros: ['Small'] }), productCardNode(2)],
    }));
    const ok = await load({ article: path, products: 'sunbeam-2,sunbeam-1-carousel' });
    expect(ok.state === 'ok' && ok.products.map((p) => p.id)).toEqual(['sunbeam-2', 'sunbeam-1']);
    expect(await load({ article: path, products: 'sunbeam-1,sunbeam-1-carousel' })).toMatchObject({ state: 'problem', problem: 'duplicate', article: { canonicalPath: path } });
  });

  it('reports an unknown article', async () => {
    expect(await load({ article: '/nutrition/nothing-here', products: 'a,b' })).toEqual({ state: 'problem', problem: 'unknown-article' });
  });

  it('reports an unknown product, with the article to go back to', async () => {
    expect(await load({ article: path, products: 'sunbeam-1,sunbeam-9' })).toEqual({
      state: 'problem',
      problem: 'unknown-product',
      article: { title: 'Best vitamin D supplements', canonicalPath: path },
    });
  });

  it('passes on a bad link, with the article when it exists, and never reads a malformed path', async () => {
    expect(await load({ article: path, products: 'sunbeam-1' })).toMatchObject({ state: 'problem', problem: 'count', article: { canonicalPath: path } });
    expect(await load({ article: '/nutrition/nothing-here', products: 'a,a' })).toEqual({ state: 'problem', problem: 'duplicate' });
    getArticle.mockClear();
    expect(await load({ article: 'javascript:alert(1)', products: 'a,b' })).toEqual({ state: 'problem', problem: 'malformed' });
    expect(getArticle).not.toHaveBeenCalled();
  });
});
