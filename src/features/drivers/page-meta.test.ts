import { describe, expect, it } from 'vitest';
import { articleSchema, categorySchema } from '@/content/article-schema';
import { driversRequestSchema } from './api-schema';
import { articleDriversMeta, categoryDriversMeta, homeDriversMeta } from './page-meta';

const article = articleSchema.parse({
  documentType: 'article',
  site: 'healthline',
  canonicalPath: '/sleep/sleep-hygiene-tips',
  title: 'Sleep hygiene tips',
  description: 'Habits that help you sleep.',
  pageTemplate: 'article',
  targeting: { k1: 'sleep hygiene', msiteID: 'hl-sleep', kmeta: ['sleep', 'insomnia'] },
  categories: ['sleep', 'wellness'],
  cesData: { metaDescription: 'How to sleep better.', mpdTags: ['sleep-health'] },
  authors: [{ name: 'Ana Ruiz' }],
  datePublished: '2026-01-05',
  body: [{ type: 'html', html: '<p>Keep a regular bedtime.</p>' }],
});

describe('articleDriversMeta', () => {
  it('takes the spec meta from the document: path, targeting, template, categories, cesData', () => {
    expect(articleDriversMeta(article, false)).toEqual({
      canonicalPath: '/sleep/sleep-hygiene-tips',
      k1: 'sleep hygiene',
      msiteID: 'hl-sleep',
      kMetas: ['sleep', 'insomnia'],
      pageType: 'article',
      categorySlugs: ['sleep', 'wellness'],
      cesData: { metaDescription: 'How to sleep better.', mpdTags: ['sleep-health'] },
      excludeVideos: false,
    });
  });

  it('leaves out what the document does not set', () => {
    const bare = { ...article, targeting: { kmeta: [] }, cesData: { mpdTags: [] }, categories: [], pageTemplate: 'marketing-landing' as const };
    const meta = articleDriversMeta(bare, false);
    expect(meta).not.toHaveProperty('k1');
    expect(meta).not.toHaveProperty('msiteID');
    expect(meta.cesData).toEqual({ mpdTags: [] });
    expect(meta.pageType).toBe('marketing-landing');
  });

  it('sets excludeVideos as the page says (src/widgets/page-facts.test.ts: playsVideo)', () => {
    expect(articleDriversMeta(article, true).excludeVideos).toBe(true);
    expect(articleDriversMeta(article, false).excludeVideos).toBe(false);
  });

  it('is a body the drivers API accepts as it is', () => {
    const meta = articleDriversMeta(article, false);
    const parsed = driversRequestSchema.safeParse({ ...meta, articlePlacements: ['rightRail'] });
    expect(parsed.success).toBe(true);
  });

  it('is the same for the same document (no reader data, nothing per request)', () => {
    expect(JSON.stringify(articleDriversMeta(article, false))).toBe(JSON.stringify(articleDriversMeta(structuredClone(article), false)));
  });
});

describe('home and category meta', () => {
  it('home is pageType "home" at "/"', () => {
    expect(homeDriversMeta()).toMatchObject({ canonicalPath: '/', pageType: 'home', categorySlugs: [] });
  });

  it('a subcategory names itself and its parent', () => {
    const category = categorySchema.parse({
      documentType: 'category',
      site: 'healthline',
      slug: 'vitamins-and-supplements',
      canonicalPath: '/nutrition/vitamins-and-supplements',
      title: 'Vitamins and supplements',
      description: 'What to know about supplements.',
      parent: 'nutrition',
    });
    const meta = categoryDriversMeta(category);
    expect(meta).toMatchObject({ canonicalPath: '/nutrition/vitamins-and-supplements', pageType: 'category', categorySlugs: ['vitamins-and-supplements', 'nutrition'] });
    expect(driversRequestSchema.safeParse({ ...meta }).success).toBe(true);
  });
});
