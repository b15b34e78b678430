import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { ArticleDocument } from '@/content/article-schema';
import { upsertDocument } from '@/publishing/publish.server';
import { findRelatedPaths } from '@/features/related/related.server';
import { relatedListsByPath } from '@/features/related/lookups';
import { validArticle, validated } from '@tests/support/documents';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let close: () => Promise<void>;

const article = (path: string, fields: Record<string, unknown> = {}) => validated(validArticle({ canonicalPath: path, ...fields })) as ArticleDocument;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const store = async (path: string, fields: Record<string, unknown>) => upsertDocument(db, article(path, fields));
  await store('/rel/self', { title: 'Wind down for sleep', categories: ['rel-sleep', 'rel-habits'], targeting: { kmeta: ['melatonin'] } });
  await store('/rel/both-categories', { title: 'Evening habits', categories: ['rel-sleep', 'rel-habits'], datePublished: '2026-01-01' });
  await store('/rel/one-category', { title: 'Naps', categories: ['rel-sleep'], datePublished: '2026-05-01' });
  await store('/rel/keyword', { title: 'Melatonin explained', categories: ['rel-supplements'], body: [{ type: 'html', html: '<p>What melatonin does.</p>' }] });
  await store('/rel/unrelated', { title: 'Knee pain', categories: ['rel-joints'] });
  await store('/rel/test-page', { title: 'Sleep test page', categories: ['rel-sleep'], noindex: true });
  await store('/rel/other-site', { site: 'psy', title: 'Sleep and mood', categories: ['rel-sleep'] });
});
afterAll(async () => close());

describe('related articles from the database (issue 33)', () => {
  it('computes from shared categories and the keywords searched in the index: never itself, a noindex page, another site or an unrelated article', async () => {
    const related = await findRelatedPaths(db, article('/rel/self', { categories: ['rel-sleep', 'rel-habits'], targeting: { kmeta: ['melatonin'] } }));
    expect(related).toEqual({ source: 'computed', paths: ['/rel/both-categories', '/rel/one-category', '/rel/keyword'] });
  });

  it('lists the editor’s pins in their order instead, without the article itself', async () => {
    const related = await findRelatedPaths(db, article('/rel/self', { relatedArticles: ['/rel/unrelated', '/rel/self', '/rel/keyword'] }));
    expect(related).toEqual({ source: 'pinned', paths: ['/rel/unrelated', '/rel/keyword'] });
  });

  it('uses the spec’s static list and heading for a path it names (healthline), and computes on the other site', async () => {
    const [path, list] = Object.entries(relatedListsByPath).find(([p]) => p === '/nutrition/collagen')!;
    expect(await findRelatedPaths(db, article(path))).toEqual({ source: 'lookup', heading: 'OUR TOP COLLAGEN SUPPLEMENTS', paths: list.paths });
    expect((await findRelatedPaths(db, article(path, { site: 'psy' }))).source).toBe('computed');
  });
});
