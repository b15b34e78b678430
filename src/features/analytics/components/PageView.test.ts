import { afterEach, describe, expect, it } from 'vitest';
import { articleSchema, categorySchema } from '@/content/article-schema';
import { PageView } from '@/features/analytics/components/PageView';
import { env, resetEnvCache } from '@/lib/env';
import { validArticle, validCategory } from '@tests/support/documents';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function pixelIdFor(categoryOverrides: Record<string, unknown>, pixelId: string | undefined) {
  if (pixelId === undefined) delete process.env.META_PIXEL_ID;
  else process.env.META_PIXEL_ID = pixelId;
  resetEnvCache();
  const element = PageView({ article: articleSchema.parse(validArticle()), categories: [categorySchema.parse(validCategory(categoryOverrides))] });
  return (element.props as { pixelId: string | null; metadata: unknown }).pixelId;
}

describe('page view config', () => {
  it('a category is a health condition unless it says otherwise', () => {
    expect(categorySchema.parse(validCategory()).healthCondition).toBe(true);
  });

  it('hands the pixel id to the page only when configured and the page is not a health-condition page', () => {
    expect(pixelIdFor({ healthCondition: false }, '1234567890')).toBe('1234567890');
    expect(pixelIdFor({}, '1234567890')).toBeNull();
    expect(pixelIdFor({ healthCondition: false }, undefined)).toBeNull();
  });

  it('passes the content metadata for the page view', () => {
    const element = PageView({ article: articleSchema.parse(validArticle()), categories: [] });
    expect((element.props as { metadata: unknown }).metadata).toEqual({
      canonicalPath: '/test/sample-article',
      pageTemplate: 'article',
      categories: ['test-category'],
      title: 'A sample article',
    });
  });

  it('META_PIXEL_ID must be numeric', () => {
    process.env.META_PIXEL_ID = 'fb-123';
    resetEnvCache();
    expect(() => env()).toThrow(/META_PIXEL_ID/);
  });
});
