import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cacheTags } from '@/content/cache-tags';
import { changeLogRetentionMs, changesSince, pruneChanges } from '@/content/change-log';
import { hostsOf, pathsToPurge, purgeProxy } from '@/content/proxy-purge';
import { deleteArticle, upsertDocument } from '@/publishing/publish.server';
import type { Database } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { validArticle, validCategory, validNavigation, validated } from '@tests/support/documents';
import { openTestDb } from './test-db';

const doc = validated;

let db: Kysely<Database>;
let close: () => Promise<void>;
const saved = { ...process.env };

beforeAll(async () => ({ db, close } = await openTestDb()));
afterAll(async () => close());
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe('content change log', () => {
  it('records every stored or deleted document with the tags it expires, in its transaction', async () => {
    const start = Date.now();
    const article = doc(validArticle({ canonicalPath: '/nutrition/logged' }));
    await upsertDocument(db, article);
    await upsertDocument(db, doc(validCategory()));
    await upsertDocument(db, doc(validNavigation()));
    expect(await deleteArticle(db, 'healthline', '/nutrition/logged')).toBe(true);
    // Deleting what is not there changes nothing and logs nothing.
    expect(await deleteArticle(db, 'healthline', '/nutrition/never-there')).toBe(false);

    const changes = await changesSince(db, start - 1000);
    expect(changes.map((c) => c.tags[0])).toEqual([
      cacheTags.article('healthline', '/nutrition/logged'),
      cacheTags.categories('healthline'),
      cacheTags.navigation('healthline'),
      cacheTags.article('healthline', '/nutrition/logged'),
    ]);
    expect(changes[0]!.tags).toContain(cacheTags.lists('healthline'));
    expect(changes.every((c) => c.changedAt >= start - 5 && c.site === 'healthline')).toBe(true);
  });

  it('keeps changes for a day, then drops them', async () => {
    const now = Date.now();
    await db.insertInto('content_changes').values({ site: 'healthline', tags: '["old"]', changed_at: now - changeLogRetentionMs - 1 }).execute();
    const malformed = await db.insertInto('content_changes').values({ site: 'healthline', tags: 'not json', changed_at: now - 10 }).returning('id').executeTakeFirstOrThrow();
    await pruneChanges(db, now);
    const left = await changesSince(db, 0);
    expect(left.some((c) => c.tags.includes('old'))).toBe(false);
    // A malformed row is read as a change with no tags, not an error. (Found by id: an earlier test's
    // change can carry the same millisecond.)
    expect(left.find((c) => c.id === Number(malformed.id))?.tags).toEqual([]);
  });
});

describe('proxy purge', () => {
  it('purges the article, home, every category page and the sitemap, on every host and region class', async () => {
    const paths = await pathsToPurge(db, [{ id: 1, site: 'healthline', changedAt: 0, tags: [cacheTags.article('healthline', '/a/b'), cacheTags.lists('healthline'), cacheTags.sitemap('healthline'), cacheTags.search('healthline')] }]);
    const healthline = [...(paths.get('healthline') ?? [])];
    expect(healthline).toEqual(expect.arrayContaining(['/a/b', '/', '/sitemap.xml', String(validCategory().canonicalPath)]));
    expect(hostsOf('psy', { SITE_ORIGINS: { psy: 'https://mind.example.org' }, SITE_HOSTS: { 'psy.localhost': 'psy' }, DEFAULT_SITE: 'healthline', PORT: 3000 }).sort()).toEqual([
      'mind.example.org',
      'psy.localhost',
    ]);

    const seen: string[] = [];
    const proxy = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.headers.host} ${req.headers['x-wellread-purge-region']} ${req.headers['x-wellread-purge-token']} ${req.url}`);
      res.statusCode = req.url === '/' ? 200 : 404;
      res.end();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      process.env.PROXY_PURGE_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      process.env.PROXY_PURGE_TOKEN = 'purge-token-for-tests';
      process.env.SITE_HOSTS = 'psy.localhost=psy';
      resetEnvCache();
      const outcome = await purgeProxy(db, [{ id: 2, site: 'healthline', changedAt: 0, tags: [cacheTags.article('healthline', '/a/b')] }]);
      // localhost and 127.0.0.1 for the default site, three region classes, one path.
      expect(outcome).toEqual({ sent: 6, failed: 0 });
      expect(seen).toContain('PURGE localhost gdpr purge-token-for-tests /a/b');
      expect(seen).toContain('PURGE 127.0.0.1 us purge-token-for-tests /a/b');
    } finally {
      proxy.close();
    }
  });

  it('does nothing without PROXY_PURGE_URL, and counts an unreachable proxy as failed', async () => {
    const change = { id: 3, site: 'healthline' as const, changedAt: 0, tags: [cacheTags.article('healthline', '/x')] };
    expect(await purgeProxy(db, [change])).toEqual({ sent: 0, failed: 0 });
    process.env.PROXY_PURGE_URL = 'http://127.0.0.1:9';
    resetEnvCache();
    expect(await purgeProxy(db, [change])).toEqual({ sent: 6, failed: 6 });
  });
});
