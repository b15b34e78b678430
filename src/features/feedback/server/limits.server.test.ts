import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRateLimiters } from '@/features/rate-limit/rate-limiter.server';
import { resetEnvCache } from '@/lib/env';

const request = vi.hoisted(() => ({ address: '203.0.113.9' as string | null }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => request.address }));

const { feedbackLimits, feedbackRateLimited } = await import('./limits.server');

const saved = process.env.REDIS_URL;
beforeEach(() => {
  delete process.env.REDIS_URL;
  resetEnvCache();
  request.address = '203.0.113.9';
  forgetRateLimiters();
});
afterEach(() => {
  if (saved !== undefined) process.env.REDIS_URL = saved;
  resetEnvCache();
  forgetRateLimiters();
});

async function refusal(withReason: boolean) {
  const answer = await feedbackRateLimited(withReason);
  return answer && { status: answer.status, retryAfter: Number(answer.headers.get('retry-after')), body: (await answer.json()) as { error: { code: string; message: string } } };
}

describe('feedback rate limits (the rate-limit seam, per address and hour)', () => {
  it('allows 60 votes an hour per address, then answers 429 with Retry-After', async () => {
    expect(feedbackLimits).toEqual({ votes: 60, reasons: 10, windowSeconds: 3600 });
    for (let i = 0; i < 60; i++) expect(await feedbackRateLimited(false)).toBeNull();
    const refused = await refusal(false);
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many votes from your connection. Please try again later.' } } });
    expect(refused!.retryAfter).toBeGreaterThan(3500);
    // Another address is counted on its own; an IPv6 address by its /64.
    request.address = '2001:db8:1:2::1';
    expect(await feedbackRateLimited(false)).toBeNull();
  });

  it('allows 10 reasons an hour per address; a refused reason uses up no vote', async () => {
    for (let i = 0; i < 10; i++) expect(await feedbackRateLimited(true)).toBeNull();
    for (let i = 0; i < 5; i++) expect(await refusal(true)).toMatchObject({ status: 429, body: { error: { message: 'Too many comments from your connection. Please try again later.' } } });
    // 10 votes so far (the refused reasons counted none): 50 more votes pass, the 51st does not.
    for (let i = 0; i < 50; i++) expect(await feedbackRateLimited(false), `vote ${i}`).toBeNull();
    expect((await refusal(false))?.status).toBe(429);
  });

  it('counts a reason as a vote too', async () => {
    for (let i = 0; i < 10; i++) expect(await feedbackRateLimited(true)).toBeNull();
    for (let i = 0; i < 50; i++) expect(await feedbackRateLimited(false)).toBeNull();
    expect((await refusal(false))?.status).toBe(429);
  });

  it('counts nothing for a request without a client address', async () => {
    request.address = null;
    for (let i = 0; i < 70; i++) expect(await feedbackRateLimited(true)).toBeNull();
  });
});
