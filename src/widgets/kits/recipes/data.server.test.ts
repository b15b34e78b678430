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
// The site's author records, as the cached read would find them.
const dana = { documentType: 'author', site: 'healthline', id: 'dana-whitfield', name: 'Dana Whitfield', credentials: 'MPH, RD', bio: 'A dietitian.', roles: ['writer'] };
vi.mock('@/content/queries.server', () => ({ getAuthors: async (_site: string, ids: readonly string[]) => (ids.includes(dana.id) ? [dana] : []) }));

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
    expect(await loadRecipePage(context, page())).toMatchObject({ origin: 'https://wellread.example', pixelAllowed: true });
  });

  it('never allows it on a health-condition page, or where the page is unknown (review pages)', async () => {
    store.article = article(['recipes', 'diabetes']);
    expect((await loadRecipePage(context, page())).pixelAllowed).toBe(false);
    store.article = null;
    expect(await loadRecipePage(context, page())).toEqual({ origin: 'https://wellread.example', pixelAllowed: false });
  });

  it('takes the author from the recipe-author-bio widget, else the byline, from their author record', async () => {
    store.article = article(['recipes'], [{ type: 'html', html: '<p>x</p>' }, { widgetFormat: 'recipe-author-bio', authorId: 'dana-whitfield' }]);
    expect((await loadRecipePage(context, page())).author).toEqual({ name: 'Dana Whitfield', credentials: 'MPH, RD' });
    store.article = { ...article(['recipes']), authors: ['dana-whitfield'] };
    expect((await loadRecipePage(context, page())).author).toEqual({ name: 'Dana Whitfield', credentials: 'MPH, RD' });
    // The old format: a name as written.
    store.article = article(['recipes'], [{ widgetFormat: 'recipe-author-bio', authorName: ' Maria Lopez, RD ' }]);
    expect((await loadRecipePage(context, page())).author).toEqual({ name: 'Maria Lopez, RD' });
    store.article = article(['recipes']);
    expect((await loadRecipePage(context, page())).author).toEqual({ name: 'Sam Byline' });
    // An id with no record names nobody.
    store.article = { ...article(['recipes']), authors: ['nobody'] };
    expect((await loadRecipePage(context, page())).author).toBeUndefined();
  });

  it('takes the nutrition from the nutrition-facts widget, ignoring values that do not parse', async () => {
    store.article = article(['recipes'], [{ widgetFormat: 'nutrition-facts', servingSize: '1 jar', calories: 345, protein: 17 }]);
    expect((await loadRecipePage(context, page())).nutrition).toEqual({ calories: 345, protein: 17, servingSize: '1 jar' });
    store.article = article(['recipes'], [{ widgetFormat: 'nutrition-facts', calories: 'lots' }]);
    expect((await loadRecipePage(context, page())).nutrition).toBeUndefined();
  });
});
