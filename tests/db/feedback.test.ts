import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { upsertDocument } from '@/publishing/publish.server';
import { anonymousIdKey, signAnonymousId } from '@/features/analytics/server/anonymous-id.server';
import { setFeedbackVote } from '@/features/feedback/server/votes.server';
import { feedbackReport, reasonsPerArticle } from '@/features/feedback/server/report.server';
import { surveyReport } from '@/features/survey/server/report.server';
import { forgetRateLimiters } from '@/features/rate-limit/rate-limiter.server';
import { validArticle, validated } from '@tests/support/documents';
import { openTestDb } from './test-db';

/**
 * "Was this helpful?" on either engine, through its route: one vote per reader and article (the
 * reader known by the signed anonymous id, stored only as a per-article HMAC), replaced when it
 * changes and deleted for none; a reader without an id changes only the vote their page made; the
 * reason after Not Helpful; the /ops report, and the survey's report beside it.
 */
const request = vi.hoisted(() => ({ address: '203.0.113.21' as string | null, db: undefined as unknown, site: 'healthline' }));
vi.mock('@/db/client.server', () => ({ getDb: async () => request.db }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => request.address, peerAddress: async () => '127.0.0.1' }));
vi.mock('@/lib/current-site.server', () => ({ currentSiteId: async () => request.site }));
vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const { GET, PUT } = await import('@/app/api/feedback/route');

const article = '/sleep/naps';
const other = '/sleep/insomnia';
const reader = '11111111-1111-4111-8111-111111111111';
const neighbour = '22222222-2222-4222-8222-222222222222';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let db: Kysely<Database>;
let close: () => Promise<void>;
let cookieOf: (id: string) => Promise<string>;

type Answer = { vote: string | null; voteId: string | null };
async function put(body: unknown, cookie?: string): Promise<{ status: number; body: Answer & { error?: { code: string; issues: { path: string; message: string }[] } }; headers: Headers }> {
  const response = await PUT(
    new Request('http://localhost/api/feedback', { method: 'PUT', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as never, headers: response.headers };
}
async function get(path: string, cookie?: string): Promise<{ status: number; body: Answer; headers: Headers }> {
  const response = await GET(new Request(`http://localhost/api/feedback?path=${encodeURIComponent(path)}`, { headers: cookie ? { cookie } : {} }));
  return { status: response.status, body: (await response.json()) as Answer, headers: response.headers };
}
const rows = () => db.selectFrom('feedback_votes').selectAll().orderBy('created_at').orderBy('id').execute();

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  request.db = db;
  for (const doc of [
    validArticle({ canonicalPath: article }),
    validArticle({ canonicalPath: other }),
    validArticle({ canonicalPath: '/about-us', pageTemplate: 'static', isArticle: false }),
    validArticle({ site: 'psy', canonicalPath: article }),
  ]) {
    await upsertDocument(db, validated(doc));
  }
  const key = await anonymousIdKey(db);
  cookieOf = async (id) => `hl_anonymous_id=${id}; hl_anonymous_sig=${signAnonymousId(id, key)}`;
});
afterAll(() => close());
beforeEach(async () => {
  await db.deleteFrom('feedback_votes').execute();
  await db.deleteFrom('survey_responses').execute();
  request.address = '203.0.113.21';
  request.site = 'healthline';
  forgetRateLimiters();
});

describe('a reader with a signed anonymous id', () => {
  it('votes, replaces the vote, and takes it back (spec 4.5); the page reads it back after load', async () => {
    const cookie = await cookieOf(reader);
    const first = await put({ path: article, vote: 'helpful' }, cookie);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ vote: 'helpful', voteId: expect.stringMatching(uuid) });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect((await get(article, cookie)).body).toEqual(first.body);

    const changed = await put({ path: article, vote: 'not-helpful' }, cookie);
    expect(changed.body).toEqual({ vote: 'not-helpful', voteId: first.body.voteId });
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ site: 'healthline', path: article, vote: 'not-helpful' });

    const taken = await put({ path: article, vote: null }, cookie);
    expect(taken.body).toEqual({ vote: null, voteId: null });
    expect(await rows()).toEqual([]);
    const read = await get(article, cookie);
    expect(read.body).toEqual({ vote: null, voteId: null });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
  });

  it('holds one vote per reader and article, however often it is cast; never stores the id itself', async () => {
    const cookie = await cookieOf(reader);
    for (const vote of ['helpful', 'helpful', 'not-helpful', 'helpful'] as const) await put({ path: article, vote }, cookie);
    await put({ path: other, vote: 'helpful' }, cookie);
    await put({ path: article, vote: 'not-helpful' }, await cookieOf(neighbour));
    const stored = await rows();
    expect(stored.map((r) => [r.path, r.vote])).toEqual([
      [article, 'helpful'],
      [other, 'helpful'],
      [article, 'not-helpful'],
    ]);
    const keys = stored.map((r) => r.reader_key);
    // One key per reader and article: the same reader's two votes are not linked by their key.
    expect(new Set(keys).size).toBe(3);
    for (const row of stored) expect(JSON.stringify(row)).not.toContain(reader.slice(0, 8));
    expect((await get(article, cookie)).body.vote).toBe('helpful');
    expect((await get(article, await cookieOf(neighbour))).body.vote).toBe('not-helpful');
  });

  it('counts once when two first votes arrive together', async () => {
    const cookie = await cookieOf(reader);
    const answers = await Promise.all([put({ path: article, vote: 'helpful' }, cookie), put({ path: article, vote: 'not-helpful' }, cookie)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await rows()).toHaveLength(1);
  });

  it('an id without its signature, or with another id’s, is no reader: the vote is counted, but is not theirs', async () => {
    for (const cookie of [`hl_anonymous_id=${reader}`, `hl_anonymous_id=${reader}; hl_anonymous_sig=${(await cookieOf(neighbour)).split('hl_anonymous_sig=')[1]}`, `hl_anonymous_id=not-a-uuid; hl_anonymous_sig=x`]) {
      const answer = await put({ path: article, vote: 'helpful' }, cookie);
      expect(answer.status).toBe(200);
      expect((await get(article, cookie)).body).toEqual({ vote: null, voteId: null });
    }
    expect((await rows()).every((r) => r.reader_key === null)).toBe(true);
  });

  it('on another site the same path is another article', async () => {
    const cookie = await cookieOf(reader);
    await put({ path: article, vote: 'helpful' }, cookie);
    request.site = 'psy';
    expect((await get(article, cookie)).body.vote).toBeNull();
    await put({ path: article, vote: 'not-helpful' }, cookie);
    expect((await rows()).map((r) => [r.site, r.vote])).toEqual([
      ['healthline', 'helpful'],
      ['psy', 'not-helpful'],
    ]);
  });
});

describe('a reader without an anonymous id (no performance consent)', () => {
  it('changes only the vote their page made, through its id', async () => {
    const first = await put({ path: article, vote: 'helpful' });
    expect(first.body).toEqual({ vote: 'helpful', voteId: expect.stringMatching(uuid) });
    const changed = await put({ path: article, vote: 'not-helpful', voteId: first.body.voteId });
    expect(changed.body).toEqual({ vote: 'not-helpful', voteId: first.body.voteId });
    expect(await rows()).toHaveLength(1);
    expect((await get(article)).body).toEqual({ vote: null, voteId: null });
    expect((await put({ path: article, vote: null, voteId: first.body.voteId })).body).toEqual({ vote: null, voteId: null });
    expect(await rows()).toEqual([]);
  });

  it('another page’s id, a reader’s row, another article’s row or an unknown id is not theirs to change', async () => {
    const mine = (await put({ path: article, vote: 'helpful' })).body.voteId!;
    const readers = (await put({ path: article, vote: 'helpful' }, await cookieOf(reader))).body.voteId!;
    const elsewhere = (await put({ path: other, vote: 'helpful' })).body.voteId!;
    // Taking back a reader's vote or a vote on another article by its id does nothing.
    expect((await put({ path: article, vote: null, voteId: readers })).body).toEqual({ vote: null, voteId: null });
    expect((await put({ path: article, vote: null, voteId: elsewhere })).body).toEqual({ vote: null, voteId: null });
    // Voting with such an id makes a new row.
    const fresh = await put({ path: article, vote: 'not-helpful', voteId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(fresh.body.voteId).not.toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    const stored = await rows();
    expect(stored.map((r) => r.id).sort()).toEqual([mine, readers, elsewhere, fresh.body.voteId].sort());
    expect(stored.find((r) => r.id === readers)).toMatchObject({ vote: 'helpful' });
  });

  it('a page that voted before the reader had an id hands its vote over: the reader still counts once', async () => {
    const before = (await put({ path: article, vote: 'helpful' })).body.voteId!;
    const cookie = await cookieOf(reader);
    const after = await put({ path: article, vote: 'not-helpful', voteId: before }, cookie);
    expect(after.body.vote).toBe('not-helpful');
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.reader_key).not.toBeNull();
  });
});

describe('the reason after Not Helpful', () => {
  it('is stored with the vote, kept when Not Helpful comes again without one, and cleared by any other vote', async () => {
    const cookie = await cookieOf(reader);
    await put({ path: article, vote: 'not-helpful' }, cookie);
    await put({ path: article, vote: 'not-helpful', reason: ' No dosage\u0000 for children.\u202E Mail me: a@b.org ' }, cookie);
    expect((await rows())[0]!.reason).toBe('No dosage for children. Mail me: [email]');
    await put({ path: article, vote: 'not-helpful' }, cookie);
    expect((await rows())[0]!.reason).toBe('No dosage for children. Mail me: [email]');
    await put({ path: article, vote: 'helpful' }, cookie);
    expect((await rows())[0]!.reason).toBeNull();
  });

  it('beyond 500 characters is a 400 with the field’s issue, and nothing is stored', async () => {
    const answer = await put({ path: article, vote: 'not-helpful', reason: 'x'.repeat(501) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'invalid_feedback', issues: [{ path: 'reason', message: 'reason must be at most 500 characters.' }] });
    expect(await rows()).toEqual([]);
  });

  it('is rate-limited apart from votes: the 11th reason an hour from one address gets 429', async () => {
    for (let i = 0; i < 10; i++) expect((await put({ path: article, vote: 'not-helpful', reason: `Reason ${i}` })).status).toBe(200);
    const refused = await put({ path: article, vote: 'not-helpful', reason: 'One more' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await put({ path: article, vote: 'helpful' })).status).toBe(200);
  });
});

describe('what the route refuses', () => {
  it('a path that is no article taking feedback: 404 with the path’s issue', async () => {
    for (const path of ['/sleep/unknown', '/about-us']) {
      const answer = await put({ path, vote: 'helpful' });
      expect([path, answer.status, answer.body.error?.code]).toEqual([path, 404, 'unknown_article']);
    }
    expect(await rows()).toEqual([]);
  });

  it('an invalid body or query: 400 with field issues', async () => {
    const answer = await put({ path: '/a?b=c', vote: 'maybe', extra: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.error!.issues.map((i) => i.path).sort()).toEqual(['(body)', 'path', 'vote']);
    const query = await GET(new Request('http://localhost/api/feedback?path=nope'));
    expect(query.status).toBe(400);
  });
});

describe('the /ops report', () => {
  const from = '2026-01-01T00:00:00.000Z';
  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12)).toISOString();
  const cast = (site: string, path: string, vote: 'helpful' | 'not-helpful', day: number, reason?: string, readerKey: string | null = null) =>
    setFeedbackVote(db, { site, path, vote, reason, readerKey }, new Date(at(day)));

  it('counts votes per article in the period and site, most votes first, with their reasons latest first', async () => {
    await cast('healthline', article, 'helpful', 3);
    await cast('healthline', article, 'helpful', 4);
    await cast('healthline', article, 'not-helpful', 5, 'Too short');
    await cast('healthline', other, 'not-helpful', 6, 'Nothing on <b>teens</b>');
    await cast('healthline', other, 'not-helpful', 7, 'Out of date');
    await cast('healthline', other, 'helpful', 8);
    await cast('healthline', other, 'helpful', 9);
    await cast('psy', article, 'helpful', 9);
    // Before the period: not counted.
    await setFeedbackVote(db, { site: 'healthline', path: article, vote: 'helpful', readerKey: null }, new Date('2025-12-31T23:59:59.999Z'));

    const report = await feedbackReport(db, { from, site: 'healthline' });
    expect(report.totals).toEqual({ helpful: 4, notHelpful: 3 });
    expect(report.articles).toEqual([
      { site: 'healthline', path: other, helpful: 2, notHelpful: 2, reasons: [{ text: 'Out of date', at: at(7) }, { text: 'Nothing on <b>teens</b>', at: at(6) }] },
      { site: 'healthline', path: article, helpful: 2, notHelpful: 1, reasons: [{ text: 'Too short', at: at(5) }] },
    ]);
    const everySite = await feedbackReport(db, { from });
    expect(everySite.totals).toEqual({ helpful: 5, notHelpful: 3 });
    expect(everySite.articles.map((a) => `${a.site}${a.path}`)).toEqual([`healthline${other}`, `healthline${article}`, `psy${article}`]);
  });

  it(`shows at most ${reasonsPerArticle} reasons per article`, async () => {
    for (let i = 1; i <= reasonsPerArticle + 3; i++) await cast('healthline', article, 'not-helpful', 2 + (i % 20), `Reason ${i}`);
    const [row] = (await feedbackReport(db, { from })).articles;
    expect(row!.notHelpful).toBe(reasonsPerArticle + 3);
    expect(row!.reasons).toHaveLength(reasonsPerArticle);
  });

  it('the survey’s answers per article: counts per score, the mean, comments latest first', async () => {
    const answer = (site: string, path: string, score: number, day: number, comment: string | null = null) => ({ site, path, score, comment, created_at: at(day) });
    await db
      .insertInto('survey_responses')
      .values([
        answer('healthline', article, 5, 2, 'Clear'),
        answer('healthline', article, 4, 3),
        answer('healthline', article, 2, 4, 'Too long'),
        answer('healthline', other, 1, 5),
        answer('psy', article, 3, 5),
        { site: 'healthline', path: other, score: 5, comment: null, created_at: '2025-12-01T00:00:00.000Z' },
      ])
      .execute();
    const report = await surveyReport(db, { from, site: 'healthline' });
    expect(report.answers).toBe(4);
    expect(report.articles).toEqual([
      { site: 'healthline', path: article, answers: 3, average: 11 / 3, scores: [0, 1, 0, 1, 1], comments: [{ text: 'Too long', at: at(4) }, { text: 'Clear', at: at(2) }] },
      { site: 'healthline', path: other, answers: 1, average: 1, scores: [1, 0, 0, 0, 0], comments: [] },
    ]);
    expect((await surveyReport(db, { from })).answers).toBe(5);
  });
});
