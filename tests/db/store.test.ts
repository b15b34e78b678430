import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { storeEvents } from '@/features/analytics/server/events.server';
import {
  countArticles,
  findArticle,
  findCategoryByPath,
  findNavigation,
  listArticlesInCategories,
  listLatestArticles,
  listSitemapEntries,
  navigationPanelBoundaries,
} from '@/content/store.server';
import { deleteArticle, upsertDocument } from '@/publishing/publish.server';
import { validArticle, validCategory, validNavigation, validated } from '@tests/support/documents';
import { openTestDb } from './test-db';

const doc = validated;

let db: Kysely<Database>;
let close: () => Promise<void>;
let engine: string;

beforeAll(async () => {
  ({ db, close, engine } = await openTestDb());
});
afterAll(async () => close());

describe('content store', () => {
  it(`runs on the configured engine`, () => {
    expect(['sqlite', 'postgres']).toContain(engine);
    expect(engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('stores an article and reads it back exactly', async () => {
    const article = doc(validArticle());
    await upsertDocument(db, article);
    expect(await findArticle(db, 'healthline', '/test/sample-article')).toEqual(article);
    expect(await findArticle(db, 'psy', '/test/sample-article')).toBeNull();
  });

  it('replaces an article at the same (site, canonicalPath) and its category links', async () => {
    await upsertDocument(db, doc(validArticle({ title: 'Changed title', categories: ['other'] })));
    expect((await findArticle(db, 'healthline', '/test/sample-article'))?.title).toBe('Changed title');
    expect(await listArticlesInCategories(db, 'healthline', ['test-category'], 10)).toEqual([]);
    expect((await listArticlesInCategories(db, 'healthline', ['other'], 10)).map((a) => a.title)).toEqual(['Changed title']);
    expect(await countArticles(db)).toBe(1);
  });

  it('lists latest articles newest first, without static pages, per site', async () => {
    await upsertDocument(db, doc(validArticle({ canonicalPath: '/test/older', title: 'Older', datePublished: '2025-01-01' })));
    await upsertDocument(db, doc(validArticle({ canonicalPath: '/test/newer', title: 'Newer', datePublished: '2026-06-01' })));
    await upsertDocument(db, doc(validArticle({ canonicalPath: '/privacy-policy', title: 'Privacy', pageTemplate: 'static', isArticle: false, authors: [] })));
    await upsertDocument(db, doc(validArticle({ site: 'psy', canonicalPath: '/test/psy-only', title: 'Psy' })));
    const titles = (await listLatestArticles(db, 'healthline', 10)).map((a) => a.title);
    expect(titles).toEqual(['Newer', 'Changed title', 'Older']);
    expect((await listLatestArticles(db, 'healthline', 1)).map((a) => a.title)).toEqual(['Newer']);
  });

  it('stores categories and navigation, one per key', async () => {
    await upsertDocument(db, doc(validCategory()));
    await upsertDocument(db, doc(validCategory({ title: 'Renamed' })));
    expect((await findCategoryByPath(db, 'healthline', '/test-category'))?.title).toBe('Renamed');
    await upsertDocument(db, doc(validNavigation()));
    expect((await findNavigation(db, 'healthline'))?.header).toEqual([{ title: 'Test category', url: '/test-category', columns: [] }]);
    expect(await findNavigation(db, 'psy')).toBeNull();
  });

  it('finds the sites whose branding panel starts or ends in a window, so the change feed expires their pages then', async () => {
    const brandingPanel = { enabled: true, startDate: '2027-02-01', endDate: '2027-03-01T06:00:00+01:00', title: 'Heart Health Month', text: [], column: { title: 'Reading', links: [] } };
    await upsertDocument(db, doc(validNavigation({ brandingPanel })));
    const at = (from: string, to: string) => navigationPanelBoundaries(db, new Date(from), new Date(to));
    expect(await at('2027-01-31T23:59:59Z', '2027-02-01T00:00:00Z')).toEqual(['healthline']);
    expect(await at('2027-02-01T00:00:00Z', '2027-02-01T00:00:01Z')).toEqual([]);
    // The end in UTC: 05:00.
    expect(await at('2027-03-01T04:59:59Z', '2027-03-01T05:00:00Z')).toEqual(['healthline']);
    expect(await at('2027-02-10T00:00:00Z', '2027-02-11T00:00:00Z')).toEqual([]);
    // A disabled panel has no boundaries; neither has a navigation without one.
    await upsertDocument(db, doc(validNavigation({ brandingPanel: { ...brandingPanel, enabled: false } })));
    expect(await at('2027-01-31T23:59:59Z', '2027-02-01T00:00:00Z')).toEqual([]);
    await upsertDocument(db, doc(validNavigation()));
    expect(await at('2027-01-31T23:59:59Z', '2027-03-02T00:00:00Z')).toEqual([]);
  });

  it('lists sitemap entries for categories and articles', async () => {
    const paths = (await listSitemapEntries(db, 'healthline')).map((e) => e.canonicalPath);
    expect(paths).toEqual(expect.arrayContaining(['/test-category', '/test/sample-article', '/privacy-policy']));
    expect(paths).not.toContain('/test/psy-only');
  });

  it('leaves noindex pages (test and demo pages) out of the sitemap, and only them', async () => {
    await upsertDocument(db, doc(validArticle({ canonicalPath: '/test/demo-page', title: 'Demo', noindex: true })));
    // The field's text inside an HTML node is not the field.
    await upsertDocument(db, doc(validArticle({ canonicalPath: '/test/mentions-noindex', body: [{ type: 'html', html: '<p>"noindex":true</p>' }] })));
    await upsertDocument(db, doc(validArticle({ canonicalPath: '/test/indexed', noindex: false })));
    const paths = (await listSitemapEntries(db, 'healthline')).map((e) => e.canonicalPath);
    expect(paths).not.toContain('/test/demo-page');
    expect(paths).toEqual(expect.arrayContaining(['/test/mentions-noindex', '/test/indexed', '/test/sample-article']));
    expect(await findArticle(db, 'healthline', '/test/demo-page')).toMatchObject({ noindex: true });
    for (const path of ['/test/demo-page', '/test/mentions-noindex', '/test/indexed']) await deleteArticle(db, 'healthline', path);
  });

  it('deletes an article and reports whether there was one', async () => {
    expect(await deleteArticle(db, 'healthline', '/test/older')).toBe(true);
    expect(await deleteArticle(db, 'healthline', '/test/older')).toBe(false);
    expect(await findArticle(db, 'healthline', '/test/older')).toBeNull();
  });

  it('lists skip a stored article that cannot be read, and reading it alone still fails', async () => {
    await upsertDocument(db, doc(validArticle({ canonicalPath: '/test/damaged', title: 'Damaged', datePublished: '2026-07-01' })));
    await db.updateTable('articles').set({ document: '{not json' }).where('canonical_path', '=', '/test/damaged').execute();
    const latest = (await listLatestArticles(db, 'healthline', 10)).map((a) => a.title);
    expect(latest).toEqual(['Newer', 'Changed title']);
    expect((await listArticlesInCategories(db, 'healthline', ['test-category'], 10)).map((a) => a.title)).toEqual(['Newer']);
    await expect(findArticle(db, 'healthline', '/test/damaged')).rejects.toThrow(SyntaxError);
    await deleteArticle(db, 'healthline', '/test/damaged');
  });

  it('stores behaviour events with the spec payload fields', async () => {
    await storeEvents(db, 'healthline', [
      {
        eventName: 'Element Clicked',
        path: '/test/sample-article',
        payload: { elementType: 'accordion', location: 'faq', name: 'Q?', position: 1, actionOutcome: 'open' },
      },
    ]);
    const rows = await db.selectFrom('events').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event_name: 'Element Clicked',
      site: 'healthline',
      page_path: '/test/sample-article',
      element_type: 'accordion',
      location: 'faq',
      name: 'Q?',
      position: 1,
      action_outcome: 'open',
      brand: null,
    });
  });
});
