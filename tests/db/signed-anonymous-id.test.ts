import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { anonymousIdKey, signAnonymousId } from '@/features/analytics/server/anonymous-id.server';
import { forgetRateLimiters } from '@/features/rate-limit/rate-limiter.server';
import { readCookie } from '@/lib/cookies';
import { openTestDb } from './test-db';

/**
 * Issue 29, finding 11 (decision 013), on either engine: `POST /v2/t` stores events under the
 * batch's anonymous id only when the request's `hl_anonymous_sig` cookie verifies for it, and
 * otherwise under an id it issues in the answer's cookies; `GET /api/cdp/profile/v3` reads
 * audiences only for a signed id. The key comes from the generated secret in `app_secrets`.
 */
const request = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => request.db }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => '203.0.113.9', peerAddress: async () => '127.0.0.1' }));
vi.mock('@/lib/current-site.server', () => ({ currentSiteId: async () => 'healthline' }));

const { POST: track } = await import('@/app/v2/t/route');
const { GET: profile } = await import('@/app/api/cdp/profile/v3/route');

const victim = '11111111-1111-4111-8111-111111111111';
const attacker = '22222222-2222-4222-8222-222222222222';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const productClicked = { eventName: 'Product Clicked', payload: { elementType: 'product', name: 'Oat bar' }, path: '/' };

let db: Kysely<Database>;
let close: () => Promise<void>;
let signature: (id: string) => Promise<string>;

const post = (anonymousId: string | undefined, cookie?: string, headers: Record<string, string> = {}) =>
  track(
    new Request('http://localhost/v2/t', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }), ...headers },
      body: JSON.stringify({ events: [productClicked], ...(anonymousId ? { anonymousId } : {}) }),
    }),
  );
const audiences = async (id: string, cookie?: string) =>
  (await (await profile(new Request(`http://localhost/api/cdp/profile/v3?tagularAnonId=${id}&audiences=product-shopper`, { headers: cookie ? { cookie } : {} }))).json()) as {
    audiences: string[];
  };
const storedIds = async () => (await db.selectFrom('events').select('anonymous_id').orderBy('id').execute()).map((r) => r.anonymous_id);
const setCookies = (answer: Response) => answer.headers.getSetCookie();

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  request.db = db;
  signature = async (id) => signAnonymousId(id, await anonymousIdKey(db));
});
afterAll(() => close());
beforeEach(async () => {
  await db.deleteFrom('events').execute();
  forgetRateLimiters();
});

describe('POST /v2/t: the anonymous id is the server’s', () => {
  it('keeps an id sent with its signature cookie, and sets no cookie', async () => {
    const answer = await post(victim, `hl_anonymous_id=${victim}; hl_anonymous_sig=${await signature(victim)}`);
    expect(answer.status).toBe(204);
    expect(setCookies(answer)).toEqual([]);
    expect(await storedIds()).toEqual([victim]);
  });

  it("never writes to someone else's id: without its signature, or with another id's, the events go under a fresh id the answer issues", async () => {
    for (const cookie of [undefined, `hl_anonymous_id=${victim}`, `hl_anonymous_sig=${await signature(attacker)}`, 'hl_anonymous_sig=forged']) {
      await db.deleteFrom('events').execute();
      const answer = await post(victim, cookie);
      expect(answer.status, cookie).toBe(204);
      const [stored] = await storedIds();
      expect(stored).toMatch(uuid);
      expect(stored).not.toBe(victim);
      expect(stored).not.toBe(attacker);
      const cookies = setCookies(answer);
      expect(cookies).toEqual([
        `hl_anonymous_id=${stored}; Path=/; Max-Age=31536000; SameSite=Lax`,
        `hl_anonymous_sig=${await signature(stored!)}; Path=/; Max-Age=31536000; SameSite=Lax`,
      ]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(await audiences(victim, `hl_anonymous_sig=${await signature(victim)}`)).toEqual({ audiences: [] });
  });

  it('the issued id is kept from the next batch on (the browser sends back what the answer set), Secure on https', async () => {
    const first = await post(victim, undefined, { 'x-forwarded-proto': 'https' });
    const cookies = setCookies(first);
    expect(cookies.every((c) => c.endsWith('; Secure'))).toBe(true);
    const jar = cookies.map((c) => c.split(';')[0]).join('; ');
    const issued = readCookie(jar, 'hl_anonymous_id')!;
    const second = await post(issued, jar);
    expect(setCookies(second)).toEqual([]);
    expect(await storedIds()).toEqual([issued, issued]);
    expect(await audiences(issued, jar)).toEqual({ audiences: ['product-shopper'] });
  });

  it('issues nothing to a batch without an id (no performance consent)', async () => {
    const answer = await post(undefined);
    expect(answer.status).toBe(204);
    expect(setCookies(answer)).toEqual([]);
    expect(await storedIds()).toEqual([null]);
  });
});

describe('GET /api/cdp/profile/v3: audiences only for a signed id', () => {
  it('answers the audiences of a signed id, and none for the same id without its signature', async () => {
    await post(victim, `hl_anonymous_sig=${await signature(victim)}`);
    expect(await storedIds()).toEqual([victim]);
    expect(await audiences(victim, `hl_anonymous_sig=${await signature(victim)}`)).toEqual({ audiences: ['product-shopper'] });
    expect(await audiences(victim)).toEqual({ audiences: [] });
    expect(await audiences(victim, `hl_anonymous_id=${victim}; hl_anonymous_sig=${await signature(attacker)}`)).toEqual({ audiences: [] });
  });
});
