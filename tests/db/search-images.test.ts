import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { upsertDocument } from '@/publishing/publish.server';
import { searchArticles } from '@/features/search/server/search.server';
import { validArticle, validated } from '@tests/support/documents';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => close());

describe('search hits carry their article picture (thumbnails in the results list)', () => {
  it("gives each hit its article's hero image size and address, and none when the article has none", async () => {
    const heroImage = { src: '/illustrations/healthline/quinoa.svg', alt: '', width: 1200, height: 630 };
    await upsertDocument(db, validated(validArticle({ canonicalPath: '/food/quinoa-with-picture', title: 'Quinoa bowls', heroImage })));
    await upsertDocument(db, validated(validArticle({ canonicalPath: '/food/quinoa-plain', title: 'Quinoa basics' })));
    const { hits } = await searchArticles(db, 'healthline', 'quinoa', 1);
    const byPath = Object.fromEntries(hits.map((h) => [h.canonicalPath, h]));
    expect(byPath['/food/quinoa-with-picture']?.image).toEqual({ src: heroImage.src, width: 1200, height: 630 });
    expect(byPath['/food/quinoa-plain']).toBeDefined();
    expect(byPath['/food/quinoa-plain']?.image).toBeUndefined();
  });

  it('does not look anything up when nothing matches', async () => {
    expect(await searchArticles(db, 'healthline', 'zzzqqq', 1)).toEqual({ total: 0, hits: [] });
  });
});
