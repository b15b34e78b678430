import { describe, expect, it } from 'vitest';
import { inSample, readShare, surveyCookieMaxAgeSeconds } from '@/features/survey/rules';
import { surveyAllowed } from '@/features/survey/suppress';
import { articleSchema, categorySchema } from '@/content/article-schema';
import { surveyAnswerSchema } from '@/features/survey/schema';

describe('survey rules', () => {
  it('keeps its cookie 7 days (spec)', () => {
    expect(surveyCookieMaxAgeSeconds).toBe(7 * 86400);
  });

  it('samples the configured percentage: 100 always, 0 never', () => {
    expect([0, 0.5, 0.9999].every((r) => inSample(100, r))).toBe(true);
    expect([0, 0.5, 0.9999].some((r) => inSample(0, r))).toBe(false);
    expect(inSample(25, 0.2)).toBe(true);
    expect(inSample(25, 0.25)).toBe(false);
  });

  it('measures how much of the article has come above the bottom of the viewport', () => {
    expect(readShare(900, 2000, 800)).toBe(0);
    expect(readShare(-200, 2000, 800)).toBe(0.5);
    expect(readShare(-5000, 2000, 800)).toBe(1);
    expect(readShare(0, 0, 800)).toBe(0);
  });
});

describe('survey answer validation', () => {
  it('accepts a score with an optional comment, trimmed; an empty comment is none', () => {
    expect(surveyAnswerSchema.parse({ path: '/nutrition/vitamin-d', score: 5, comment: '  Great  ' })).toEqual({ path: '/nutrition/vitamin-d', score: 5, comment: 'Great' });
    expect(surveyAnswerSchema.parse({ path: '/', score: 1, comment: '   ' })).toEqual({ path: '/', score: 1, comment: undefined });
  });

  it('refuses scores outside 1 to 5, long comments, paths with a query, and extra fields', () => {
    for (const body of [
      { path: '/a', score: 0 },
      { path: '/a', score: 6 },
      { path: '/a', score: 2.5 },
      { path: '/a', score: '3' },
      { path: '/a', score: 3, comment: 'x'.repeat(501) },
      { path: '/a?email=me@example.org', score: 3 },
      { path: 'https://evil.example/', score: 3 },
      { path: '/a', score: 3, email: 'me@example.org' },
    ]) {
      expect(surveyAnswerSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('where the survey may ask', () => {
  const categories = [
    { slug: 'depression', suppressSurvey: true },
    { slug: 'teen-depression', parent: 'depression', suppressSurvey: false },
    { slug: 'sleep', suppressSurvey: false },
  ];
  const page = (fields: { categories?: string[]; suppressSurvey?: boolean; pageTemplate?: 'article' | 'static' } = {}) => ({
    pageTemplate: fields.pageTemplate ?? 'article',
    categories: fields.categories ?? ['sleep'],
    suppressSurvey: fields.suppressSurvey,
  });

  it('asks on ordinary articles only', () => {
    expect(surveyAllowed(page(), categories)).toBe(true);
    expect(surveyAllowed(page({ pageTemplate: 'static' }), categories)).toBe(false);
  });

  it('never on an article flagged suppressSurvey (emergency, crisis, diagnosis pages)', () => {
    expect(surveyAllowed(page({ suppressSurvey: true }), categories)).toBe(false);
  });

  it('not in a crisis topic (a category flagged suppressSurvey) or its subcategories, unless the article says otherwise', () => {
    expect(surveyAllowed(page({ categories: ['depression'] }), categories)).toBe(false);
    expect(surveyAllowed(page({ categories: ['sleep', 'teen-depression'] }), categories)).toBe(false);
    expect(surveyAllowed(page({ categories: ['depression'], suppressSurvey: false }), categories)).toBe(true);
    expect(surveyAllowed(page({ categories: ['unknown'] }), categories)).toBe(true);
  });

  it('survives a category loop', () => {
    expect(surveyAllowed(page({ categories: ['a'] }), [{ slug: 'a', parent: 'b', suppressSurvey: false }, { slug: 'b', parent: 'a', suppressSurvey: false }])).toBe(true);
  });

  it('validates the flags: booleans on the article and the category', () => {
    const article = { documentType: 'article', site: 'healthline', canonicalPath: '/a/b', title: 'T', description: 'D', datePublished: '2026-01-01', authors: [{ name: 'A' }], body: [] };
    expect(articleSchema.parse({ ...article, suppressSurvey: true }).suppressSurvey).toBe(true);
    expect(articleSchema.parse(article).suppressSurvey).toBeUndefined();
    expect(articleSchema.safeParse({ ...article, suppressSurvey: 'yes' }).success).toBe(false);
    const category = { documentType: 'category', site: 'psy', slug: 'depression', canonicalPath: '/depression', title: 'Depression', description: 'D' };
    expect(categorySchema.parse(category).suppressSurvey).toBe(false);
    expect(categorySchema.parse({ ...category, suppressSurvey: true }).suppressSurvey).toBe(true);
    expect(categorySchema.safeParse({ ...category, suppressSurvey: 1 }).success).toBe(false);
  });
});
