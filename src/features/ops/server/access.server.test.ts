import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardQuerySchema, rangeDays, weightedBucketCounts, weightedPercentile } from '@/features/ops/range';
import { operatorAccess, operatorSession, operatorSessionSeconds, validOperatorSession } from '@/features/ops/server/access.server';
import { resetSignInLimits, signIn, signInAttempts, signOut } from '@/features/ops/server/sign-in.server';

const token = 'operator-token-0123456789';

function form(value: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/ops/sign-in', { method: 'POST', body: new URLSearchParams({ token: value }), headers });
}

describe('operator access', () => {
  beforeEach(resetSignInLimits);

  it('without OPERATOR_TOKEN: this machine only, others get 404', () => {
    expect(operatorAccess('', undefined, '127.0.0.1')).toBe('allowed');
    expect(operatorAccess('', undefined, '203.0.113.1')).toBe('hidden');
    expect(operatorAccess('', undefined, null)).toBe('hidden');
  });

  it('with a token: the sign-in form until a valid session cookie, from anywhere (loopback too)', () => {
    expect(operatorAccess(token, undefined, '127.0.0.1')).toBe('sign-in');
    expect(operatorAccess(token, operatorSession(token), '203.0.113.1')).toBe('allowed');
    expect(operatorAccess(token, operatorSession('another-token-0123456789'), '203.0.113.1')).toBe('sign-in');
    expect(operatorAccess(token, token, '203.0.113.1')).toBe('sign-in');
  });

  it('the session holds an expiry and an HMAC, never the token, and expires', () => {
    const now = Date.UTC(2026, 0, 1);
    const session = operatorSession(token, now);
    expect(session).not.toContain(token);
    expect(validOperatorSession(token, session, now + 1000)).toBe(true);
    expect(validOperatorSession(token, session, now + operatorSessionSeconds * 1000)).toBe(false);
    const [expires, mac] = session.split('.');
    expect(validOperatorSession(token, `${Number(expires) + 3600}.${mac}`, now)).toBe(false);
  });

  it('sign-in: the right token sets an HttpOnly, SameSite=Strict cookie; a wrong one goes back with a message; guessing is limited', async () => {
    const ok = await signIn(form(token), token, '203.0.113.1');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/ops');
    const cookie = ok.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^wellread_ops=\d+\.[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toContain(token);
    const wrong = await signIn(form('nope'), token, '203.0.113.2');
    expect(wrong.headers.get('location')).toBe('/ops?signin=failed');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    for (let i = 1; i < signInAttempts; i++) await signIn(form('nope'), token, '203.0.113.2');
    expect((await signIn(form(token), token, '203.0.113.2')).headers.get('location')).toBe('/ops?signin=limited');
    expect((await signIn(form(token), '', '127.0.0.1')).status).toBe(404);
  });

  it('sign-in returns to the ops page the form was on, and to /ops for any other page named', async () => {
    const from = (next: string, value = token) => new Request('http://localhost/ops/sign-in', { method: 'POST', body: new URLSearchParams({ token: value, next }) });
    expect((await signIn(from('/ops/campaigns'), token, '203.0.113.3')).headers.get('location')).toBe('/ops/campaigns');
    expect((await signIn(from('/ops/campaigns', 'nope'), token, '203.0.113.3')).headers.get('location')).toBe('/ops/campaigns?signin=failed');
    expect((await signIn(from('https://evil.example/'), token, '203.0.113.3')).headers.get('location')).toBe('/ops');
    expect((await signIn(from('//evil.example'), token, '203.0.113.3')).headers.get('location')).toBe('/ops');
  });
});

describe('dashboard helpers', () => {
  it('accepts 7, 30, 90 or 365 days and a known site; anything else falls back to the defaults', () => {
    expect(dashboardQuerySchema.parse({ days: '30', site: 'psy' })).toEqual({ days: 30, site: 'psy' });
    expect(dashboardQuerySchema.parse({ days: '365', site: 'healthline' })).toEqual({ days: 365, site: 'healthline' });
    expect(dashboardQuerySchema.parse({ days: '400', site: 'evil' })).toEqual({ days: 7, site: 'all' });
    expect(dashboardQuerySchema.parse({ days: ['7', '30'] })).toEqual({ days: 7, site: 'all' });
    expect(dashboardQuerySchema.parse({})).toEqual({ days: 7, site: 'all' });
  });

  it('lists the UTC days of the range, oldest first', () => {
    expect(rangeDays(3, new Date('2026-03-01T05:00:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('computes the nearest-rank p75 and bucket counts with an overflow bucket', () => {
    const once = (values: number[]) => values.map((value) => ({ value, count: 1 }));
    expect(weightedPercentile(once([]), 75)).toBeNull();
    expect(weightedPercentile(once([1, 2, 3, 4]), 75)).toBe(3);
    expect(weightedPercentile(once([10]), 75)).toBe(10);
    expect(weightedBucketCounts(once([5, 10, 11, 50, 999]), [10, 50])).toEqual([2, 2, 1]);
  });
});

describe('operator session cookie and cross-site forms', () => {
  beforeEach(() => resetSignInLimits());

  it('over https the session cookie is __Host-: Secure, Path=/, no Domain', async () => {
    const ok = await signIn(form(token, { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' }), token, '203.0.113.7');
    expect(ok.headers.get('set-cookie')).toMatch(/^__Host-wellread_ops=\d+\.[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('a cross-site form can neither sign in nor sign out', async () => {
    const forged = await signIn(form(token, { 'sec-fetch-site': 'cross-site' }), token, '203.0.113.8');
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    const oldBrowser = await signIn(form(token, { origin: 'https://evil.example', host: 'localhost' }), token, '203.0.113.8');
    expect(oldBrowser.status).toBe(403);

    const signOutFrom = (headers: Record<string, string>) => signOut(new Request('http://localhost/ops/sign-out', { method: 'POST', headers }));
    const refused = await signOutFrom({ 'sec-fetch-site': 'same-site' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await signOutFrom({ origin: 'http://attacker.example', host: 'localhost:3000' })).status).toBe(403);

    const own = await signOutFrom({ 'sec-fetch-site': 'same-origin', 'x-forwarded-proto': 'https' });
    expect(own.status).toBe(303);
    const cleared = own.headers.getSetCookie();
    expect(cleared).toContain('__Host-wellread_ops=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure');
    expect(cleared).toContain('wellread_ops=; Path=/ops; Max-Age=0; HttpOnly; SameSite=Strict');
    expect((await signOutFrom({ origin: 'http://localhost:3000', host: 'localhost:3000' })).status).toBe(303);
    // A staff session ends too (decision 017).
    expect(cleared).toContain('__Host-wellread_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});
