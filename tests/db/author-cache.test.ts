/**
 * An author change expires exactly the pages that show that person (issue 32): the cached reads of
 * their record carry its tag, the change log names it, and the caching proxy is told the paths of
 * the articles that name them. Next's data cache is stood in for by a cache with tags, expired as
 * the change feed expires them (src/content/change-feed.ts). Runs on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { openTestDb } from './test-db';
import { validArticle, validated } from '../support/documents';

const cache = vi.hoisted(() => {
  const entries = new Map<string, { value: unknown; tags: string[] }>();
  return {
    entries,
    reads: 0,
    expire(tags: readonly string[]) {
      for (const [key, entry] of entries) if (entry.tags.some((t) => tags.includes(t))) entries.delete(key);
    },
  };
});
const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(read: (...args: A) => Promise<R>, keyParts: string[], options: { tags: string[] }) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify([keyParts, args]);
      const hit = cache.entries.get(key);
      if (hit) return hit.value as R;
      cache.reads++;
      const value = await read(...args);
      cache.entries.set(key, { value, tags: options.tags });
      return value;
    },
  revalidateTag: () => {},
  revalidatePath: () => {},
}));

process.env.CONTENT_CACHE_SECONDS = '60';
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { getAuthors } = await import('@/content/queries.server');
const { envelopeAuthorIds } = await import('@/content/authors');
const { cacheTags } = await import('@/content/cache-tags');
const { changesSince } = await import('@/content/change-log');
const { pathsToPurge } = await import('@/content/proxy-purge');
const { upsertDocument } = await import('@/publishing/publish.server');

const record = (id: string, name: string, credentials: string, roles: string[]) => ({ documentType: 'author', site: 'healthline', id, name, credentials, bio: `${name} writes for us.`, roles });
const dana = record('dana-whitfield', 'Dana Whitfield', 'MPH, RD', ['writer']);
const priya = record('priya-raman', 'Priya Raman', 'BSN, RN', ['writer']);
const kwame = record('kwame-asante', 'Kwame Asante', 'MD, cardiology', ['medical-reviewer']);
const byDana = validArticle({ canonicalPath: '/heart/by-dana', authors: ['dana-whitfield'], medicalReviewer: 'kwame-asante' });
const byPriya = validArticle({ canonicalPath: '/heart/by-priya', authors: ['priya-raman'], medicalReviewer: 'kwame-asante' });

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
  for (const doc of [dana, priya, kwame, byDana, byPriya]) await upsertDocument(db, validated(doc));
});
afterAll(async () => {
  await close();
  delete process.env.CONTENT_CACHE_SECONDS;
  resetEnvCache();
});

/** What an article page reads of its people (ArticleView: one cached read of the records its envelope names). */
const pagePeople = (article: Record<string, unknown>) => getAuthors('healthline', envelopeAuthorIds(article));

describe('an author change', () => {
  it('expires the pages that show the person and no others', async () => {
    const start = Date.now() - 1000;
    expect((await pagePeople(byDana)).map((a) => [a.id, a.credentials])).toEqual([
      ['dana-whitfield', 'MPH, RD'],
      ['kwame-asante', 'MD, cardiology'],
    ]);
    await pagePeople(byPriya);
    const readsBefore = cache.reads;
    // Served from the cache until something changes.
    await pagePeople(byDana);
    await pagePeople(byPriya);
    expect(cache.reads).toBe(readsBefore);

    await upsertDocument(db, validated({ ...dana, credentials: 'MPH, RD, CDCES' }));
    const changes = await changesSince(db, start);
    const authorChange = changes.find((c) => c.tags.includes(cacheTags.author('healthline', 'dana-whitfield')));
    expect(authorChange?.tags).toEqual([cacheTags.author('healthline', 'dana-whitfield')]);
    // The change feed expires the logged tags in every process.
    cache.expire(authorChange!.tags);

    expect((await pagePeople(byDana)).find((a) => a.id === 'dana-whitfield')?.credentials).toBe('MPH, RD, CDCES');
    expect(cache.reads).toBe(readsBefore + 1);
    // Priya's page does not show Dana: its entry stays.
    await pagePeople(byPriya);
    expect(cache.reads).toBe(readsBefore + 1);
  });

  it('purges from the caching proxy the articles that name the person', async () => {
    const kwameChange = { id: 1, site: 'healthline' as const, changedAt: 0, tags: [cacheTags.author('healthline', 'kwame-asante')] };
    expect([...((await pathsToPurge(db, [kwameChange])).get('healthline') ?? [])].sort()).toEqual(['/heart/by-dana', '/heart/by-priya']);
    const danaChange = { ...kwameChange, tags: [cacheTags.author('healthline', 'dana-whitfield')] };
    expect([...((await pathsToPurge(db, [danaChange])).get('healthline') ?? [])]).toEqual(['/heart/by-dana']);
  });
});
