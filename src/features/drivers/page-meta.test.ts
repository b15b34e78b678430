import { describe, expect, it } from 'vitest';
import { articleSchema, categorySchema } from '@/content/article-schema';
import { driversRequestSchema } from './api-schema';
import { widgetFormats } from '@/widgets/registry';
import { articleDriversMeta, categoryDriversMeta, embeddedVideoFormat, hasEmbeddedVideoPlayer, homeDriversMeta } from './page-meta';

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

const video = { widgetFormat: 'responsive_video', videoType: 'youtube', videoId: 'abc' };

describe('articleDriversMeta', () => {
  it('looks for the video widget by its registered format', () => {
    expect(widgetFormats).toContain(embeddedVideoFormat);
  });

  it('takes the spec meta from the document: path, targeting, template, categories, cesData', () => {
    expect(articleDriversMeta(article)).toEqual({
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
    const meta = articleDriversMeta(bare);
    expect(meta).not.toHaveProperty('k1');
    expect(meta).not.toHaveProperty('msiteID');
    expect(meta.cesData).toEqual({ mpdTags: [] });
    expect(meta.pageType).toBe('marketing-landing');
  });

  it('sets excludeVideos when the page embeds its own video player, also inside a container', () => {
    expect(articleDriversMeta({ ...article, body: [...article.body, video] }).excludeVideos).toBe(true);
    const row = { widgetFormat: 'row', children: [[{ type: 'html', html: '<p>Left</p>' }], 'wide', [video]] };
    expect(articleDriversMeta({ ...article, body: [row] }).excludeVideos).toBe(true);
    expect(articleDriversMeta({ ...article, body: [{ widgetFormat: 'embed', html: 'responsive_video' }] }).excludeVideos).toBe(false);
  });

  it('is a body the drivers API accepts as it is', () => {
    const meta = articleDriversMeta(article);
    const parsed = driversRequestSchema.safeParse({ ...meta, articlePlacements: ['rightRail'] });
    expect(parsed.success).toBe(true);
  });

  it('is the same for the same document (no reader data, nothing per request)', () => {
    expect(JSON.stringify(articleDriversMeta(article))).toBe(JSON.stringify(articleDriversMeta(structuredClone(article))));
  });
});

describe('hasEmbeddedVideoPlayer', () => {
  it('stops on absurdly deep or odd input without throwing', () => {
    let deep: unknown = video;
    for (let i = 0; i < 200; i++) deep = { widgetFormat: 'group', children: [deep] };
    expect(hasEmbeddedVideoPlayer([deep])).toBe(false);
    expect(hasEmbeddedVideoPlayer([null, 3, 'responsive_video', []])).toBe(false);
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
