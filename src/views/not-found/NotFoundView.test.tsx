import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { NavigationDocument } from '@/content/article-schema';
import { popularLinks } from './not-found-links';

const navigation = vi.hoisted(() => ({
  healthline: {
    header: [{ title: 'Nutrition', url: '/nutrition' }, { title: 'Outside', url: 'https://example.org/' }],
    secondaryNav: { items: [{ title: 'Nutrition', url: '/nutrition' }, { title: 'Sleep', url: '/sleep' }, { title: 'Home', url: '/' }] },
  },
  psy: null as unknown,
}));

vi.mock('@/content/queries.server', () => ({
  getNavigation: async (site: 'healthline' | 'psy') => {
    if (site === 'psy') throw new Error('database down');
    return navigation[site];
  },
}));

const { NotFoundView } = await import('./NotFoundView');

describe('popularLinks', () => {
  it('takes the topic bar, then the main navigation, each site path once, never home or an outside address', () => {
    expect(popularLinks(navigation.healthline as unknown as NavigationDocument)).toEqual([
      { title: 'Nutrition', url: '/nutrition' },
      { title: 'Sleep', url: '/sleep' },
    ]);
    expect(popularLinks(null)).toEqual([]);
  });
});

describe('NotFoundView', () => {
  it('offers a search form and the popular pages, and stands when one site’s navigation cannot be read', async () => {
    const html = renderToStaticMarkup(await NotFoundView());
    expect(html).toContain('<h1>We can’t find that page</h1>');
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search" method="get"/);
    expect(html).toMatch(/<label for="not-found-search"[^>]*>Search our articles<\/label>/);
    expect(html).toMatch(/<input id="not-found-search"[^>]*type="search"[^>]*name="q1"/);
    // Each site's list is marked for its site; the site's own style (the root layout's SiteStyle) hides the others.
    expect(html).toMatch(/<ul class="[^"]*" data-popular-for="healthline" data-for-site="healthline"><li><a href="\/nutrition">Nutrition<\/a><\/li><li><a href="\/sleep">Sleep<\/a><\/li><\/ul>/);
    expect(html).toContain('href="/"');
  });

  it('leaves the popular links out when asked (the boundary outside the shell), and still offers search', async () => {
    const html = renderToStaticMarkup(await NotFoundView({ popular: false }));
    expect(html).not.toContain('Popular pages');
    expect(html).toContain('name="q1"');
  });
});
