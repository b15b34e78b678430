import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkContentToken, contentTokenFailures, contentTokenWindowSeconds, resetContentTokenFailures } from '@/publishing/api-auth.server';
import { env, resetEnvCache } from '@/lib/env';
import { forgetRateLimiters } from '@/features/rate-limit/rate-limiter.server';

const token = 's3cret-token-0123456789abcdefghij';

function withToken(value: string | undefined) {
  if (value === undefined) delete process.env.CONTENT_API_TOKEN;
  else process.env.CONTENT_API_TOKEN = value;
  resetEnvCache();
}

const request = (authorization?: string) =>
  new Request('http://localhost/api/content/articles', { method: 'PUT', headers: authorization ? { authorization } : {} });

beforeEach(async () => {
  delete process.env.REDIS_URL;
  forgetRateLimiters();
  withToken(token);
  await resetContentTokenFailures();
});
afterEach(() => {
  vi.useRealTimers();
  withToken(undefined);
});

describe('content API authorisation', () => {
  it('is off (404) when no token is configured, whatever the request carries', async () => {
    withToken(undefined);
    expect((await checkContentToken(request('Bearer anything'), '203.0.113.1'))?.status).toBe(404);
  });

  it('answers 401 with WWW-Authenticate for a missing or wrong token', async () => {
    for (const header of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}-longer`, `bearer ${token}`]) {
      const response = await checkContentToken(request(header), '203.0.113.1');
      expect(response?.status, String(header)).toBe(401);
      expect(response?.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response?.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('lets the right bearer token through', async () => {
    expect(await checkContentToken(request(`Bearer ${token}`), '203.0.113.1')).toBeNull();
  });

  it('needs a token of at least 32 characters (or none)', () => {
    withToken('x'.repeat(31));
    expect(() => env()).toThrow(/CONTENT_API_TOKEN must be empty \(API off\) or at least 32 characters/);
    withToken('x'.repeat(32));
    expect(env().CONTENT_API_TOKEN).toHaveLength(32);
    withToken('');
    expect(env().CONTENT_API_TOKEN).toBe('');
  });
});

describe('content API: failed tokens are throttled per address', () => {
  it(`after ${contentTokenFailures} failures answers 429 with Retry-After, the right token included, until the window ends`, async () => {
    vi.useFakeTimers();
    for (let i = 0; i < contentTokenFailures; i++) expect((await checkContentToken(request(`Bearer guess-${i}`), '203.0.113.1'))?.status).toBe(401);
    const refused = await checkContentToken(request('Bearer one-more'), '203.0.113.1');
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe(String(contentTokenWindowSeconds));
    expect(await refused?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Guessing cannot go on: a right guess is refused too while the address is throttled.
    expect((await checkContentToken(request(`Bearer ${token}`), '203.0.113.1'))?.status).toBe(429);
    // Other addresses are not affected.
    expect(await checkContentToken(request(`Bearer ${token}`), '203.0.113.2')).toBeNull();
    vi.advanceTimersByTime(contentTokenWindowSeconds * 1000);
    expect(await checkContentToken(request(`Bearer ${token}`), '203.0.113.1')).toBeNull();
  });

  it('never counts requests with the right token', async () => {
    for (let i = 0; i < 3 * contentTokenFailures; i++) expect(await checkContentToken(request(`Bearer ${token}`), '203.0.113.1')).toBeNull();
    for (let i = 0; i < contentTokenFailures; i++) expect((await checkContentToken(request('Bearer wrong'), '203.0.113.1'))?.status).toBe(401);
  });

  it('counts an IPv6 client per /64, and an IPv4-mapped address as its IPv4', async () => {
    for (let i = 0; i < contentTokenFailures; i++) expect((await checkContentToken(request('Bearer wrong'), `2001:db8:7:8::${i + 1}`))?.status).toBe(401);
    expect((await checkContentToken(request('Bearer wrong'), '2001:db8:7:8:ffff::1'))?.status).toBe(429);
    expect((await checkContentToken(request('Bearer wrong'), '2001:db8:7:9::1'))?.status).toBe(401);
    for (let i = 0; i < contentTokenFailures; i++) await checkContentToken(request('Bearer wrong'), '198.51.100.4');
    expect((await checkContentToken(request(`Bearer ${token}`), '::ffff:198.51.100.4'))?.status).toBe(429);
  });
});
