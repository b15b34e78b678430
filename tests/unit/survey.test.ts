import { describe, expect, it } from 'vitest';
import { inSample, readShare, surveyCookieMaxAgeSeconds } from '@/features/survey/rules';
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
