import { describe, expect, it } from 'vitest';
import { feedbackQuerySchema, feedbackVoteSchema } from './schema';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const issues = (body: unknown) => {
  const parsed = feedbackVoteSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a vote (PUT /api/feedback)', () => {
  it('takes Helpful, Not Helpful and none (null), with the id of the page’s earlier vote', () => {
    expect(feedbackVoteSchema.parse({ path: '/a/b', vote: 'helpful' })).toEqual({ path: '/a/b', vote: 'helpful' });
    expect(feedbackVoteSchema.parse({ path: '/a/b', vote: null, voteId: uuid })).toEqual({ path: '/a/b', vote: null, voteId: uuid });
  });

  it('takes a reason with Not Helpful only, sanitised; an empty one is none', () => {
    expect(feedbackVoteSchema.parse({ path: '/a', vote: 'not-helpful', reason: ' Too\u0000 short \u202E' })).toEqual({ path: '/a', vote: 'not-helpful', reason: 'Too short' });
    expect(feedbackVoteSchema.parse({ path: '/a', vote: 'not-helpful', reason: ' \u0000 ' }).reason).toBeUndefined();
    expect(issues({ path: '/a', vote: 'helpful', reason: 'Great' })).toEqual(['reason: reason is taken only with the vote not-helpful.']);
    expect(issues({ path: '/a', vote: null, reason: 'Changed my mind' })).toEqual(['reason: reason is taken only with the vote not-helpful.']);
  });

  it('caps a reason at 500 characters after sanitising, with a clear issue beyond', () => {
    expect(feedbackVoteSchema.parse({ path: '/a', vote: 'not-helpful', reason: 'x'.repeat(500) }).reason).toHaveLength(500);
    expect(feedbackVoteSchema.parse({ path: '/a', vote: 'not-helpful', reason: `${'x'.repeat(500)}\u0000\u0000 ` }).reason).toHaveLength(500);
    expect(issues({ path: '/a', vote: 'not-helpful', reason: 'x'.repeat(501) })).toEqual(['reason: reason must be at most 500 characters.']);
  });

  it('refuses other votes, a path with a query or off the site, a voteId that is not a UUID, and extra fields', () => {
    for (const body of [
      { path: '/a', vote: 'meh' },
      { path: '/a', vote: true },
      { path: '/a' },
      { path: '/a?email=me@example.org', vote: 'helpful' },
      { path: 'https://evil.example/', vote: 'helpful' },
      { path: `/${'a'.repeat(500)}`, vote: 'helpful' },
      { path: '/a', vote: 'helpful', voteId: '1 or 1=1' },
      { path: '/a', vote: 'helpful', email: 'me@example.org' },
      { path: '/a', vote: 'not-helpful', reason: 42 },
    ]) {
      expect(feedbackVoteSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('the own-vote query (GET /api/feedback)', () => {
  it('takes a site path and nothing else', () => {
    expect(feedbackQuerySchema.parse({ path: '/a/b' })).toEqual({ path: '/a/b' });
    expect(feedbackQuerySchema.safeParse({ path: '/a', x: '1' }).success).toBe(false);
    expect(feedbackQuerySchema.safeParse({}).success).toBe(false);
  });
});
