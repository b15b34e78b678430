import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetPage } from '@/widgets/define';
import { pageFacts } from '@/widgets/page-facts';
import { loadRecipePage } from './data.server';

/** The page the loader is given: its article and the site's categories, or none (a review page). */
const store = { article: null as unknown, categories: [] as unknown[] };
const page = (): WidgetPage | null => {
  if (!store.article) return null;
  const article = store.article as WidgetPage['article'];
  return { article, categories: store.categories as WidgetPage['categories'], facts: (fact, ...extra) => pageFacts(article.body, fact, ...extra) };
};
vi.mock('@/lib/site-origin', () => ({ siteOrigin: () => 'https://wellread.example' }));

const article = (categories: string[], body: unknown[] = []) => ({
  pageTemplate: 'article',
  categories,
  authors: [{ name: 'Sam Byline' }],
  body,
});

beforeEach(() => {
  store.article = null;
  store.categories = [
    { slug: 'nutrition', healthCondition: false },
    { slug: 'recipes', parent: 'nutrition', healthCondition: false },
    { slug: 'diabetes', healthCondition: true },
  ];
});

const context = { site: 'healthline' as const };

describe('recipe page data', () => {
  it('allows the sponsor pixel on a page whose categories are all non-condition', async () => {
    store.article = article(['recipes']);
    expect(loadRecipePage(context, page())).toMatchObject({ origin: 'https://wellread.example', pixelAllowed: true });
  });

  it('never allows it on a health-condition page, or where the page is unknown (review pages)', async () => {
    store.article = article(['recipes', 'diabetes']);
    expect((loadRecipePage(context, page())).pixelAllowed).toBe(false);
    store.article = null;
    expect(loadRecipePage(context, page())).toEqual({ origin: 'https://wellread.example', pixelAllowed: false });
  });

  it('takes the author from the recipe-author-bio widget, else the byline', async () => {
    store.article = article(['recipes'], [{ type: 'html', html: '<p>x</p>' }, { widgetFormat: 'recipe-author-bio', authorName: ' Dana Whitfield, RD ' }]);
    expect((loadRecipePage(context, page())).author).toEqual({ name: 'Dana Whitfield, RD' });
    store.article = article(['recipes']);
    expect((loadRecipePage(context, page())).author).toEqual({ name: 'Sam Byline' });
  });

  it('takes the nutrition from the nutrition-facts widget, ignoring values that do not parse', async () => {
    store.article = article(['recipes'], [{ widgetFormat: 'nutrition-facts', servingSize: '1 jar', calories: 345, protein: 17 }]);
    expect((loadRecipePage(context, page())).nutrition).toEqual({ calories: 345, protein: 17, servingSize: '1 jar' });
    store.article = article(['recipes'], [{ widgetFormat: 'nutrition-facts', calories: 'lots' }]);
    expect((loadRecipePage(context, page())).nutrition).toBeUndefined();
  });
});
