import { beforeEach, describe, expect, it } from 'vitest';
import { resetSignInLimits, signIn, signInAttempts } from '@/features/ops/server/sign-in.server';
import { forgetRateLimiters } from '@/features/rate-limit/rate-limiter.server';

const token = 'operator-token-0123456789';

const form = (value: string) => new Request('http://localhost/ops/sign-in', { method: 'POST', body: new URLSearchParams({ token: value }) });
const outcome = async (value: string, address: string) => (await signIn(form(value), token, address)).headers.get('location');

beforeEach(async () => {
  delete process.env.REDIS_URL;
  forgetRateLimiters();
  await resetSignInLimits();
});

describe('operator sign-in throttling', () => {
  it('never counts sign-ins with the right token', async () => {
    for (let i = 0; i < 3 * signInAttempts; i++) expect(await outcome(token, '203.0.113.5')).toBe('/ops');
    for (let i = 0; i < signInAttempts; i++) expect(await outcome('nope', '203.0.113.5')).toBe('/ops?signin=failed');
    expect(await outcome('nope', '203.0.113.5')).toBe('/ops?signin=limited');
  });

  it('refuses the right token while the address is throttled, and sets no cookie', async () => {
    for (let i = 0; i < signInAttempts; i++) await outcome('nope', '203.0.113.6');
    const refused = await signIn(form(token), token, '203.0.113.6');
    expect(refused.headers.get('location')).toBe('/ops?signin=limited');
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('counts an IPv6 client per /64', async () => {
    for (let i = 0; i < signInAttempts; i++) expect(await outcome('nope', `2001:db8:5:6::${(i + 1).toString(16)}`)).toBe('/ops?signin=failed');
    expect(await outcome(token, '2001:db8:5:6:abcd::1')).toBe('/ops?signin=limited');
    expect(await outcome(token, '2001:db8:5:7::1')).toBe('/ops');
  });
});
