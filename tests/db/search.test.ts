import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { deleteArticle, reindexArticles, upsertDocument } from '@/publishing/publish.server';
import { searchArticles, suggestTitles } from '@/features/search/server/search.server';
import { highlightSegments } from '@/features/search/query';
import { searchLimits } from '@/features/search/limits';
import { validArticle, validated } from '@tests/support/documents';
import { openTestDb } from './test-db';

const doc = validated;

const article = (path: string, fields: Record<string, unknown> = {}) => doc(validArticle({ canonicalPath: path, ...fields }));
const paths = async (site: 'healthline' | 'psy', term: string, page = 1) => (await searchArticles(db, site, term, page)).hits.map((h) => h.canonicalPath);
const matchedWords = (marked: string) => highlightSegments(marked).filter((s) => s.match).map((s) => s.text.toLowerCase());

let db: Kysely<Database>;
let close: () => Promise<void>;
let engine: string;

beforeAll(async () => {
  ({ db, close, engine } = await openTestDb());
});
afterAll(async () => close());

describe(`search index`, () => {
  it('runs on the configured engine', () => {
    expect(engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('finds an article by a word of its body text once it is stored, and not after it is deleted', async () => {
    await upsertDocument(db, article('/search/kale', { title: 'Leafy greens', body: [{ type: 'html', html: '<p>Kale is <strong>rich</strong> in vitamin&nbsp;K.</p>' }] }));
    expect(await paths('healthline', 'kale')).toEqual(['/search/kale']);
    expect(await deleteArticle(db, 'healthline', '/search/kale')).toBe(true);
    expect(await paths('healthline', 'kale')).toEqual([]);
    expect(await suggestTitles(db, 'healthline', 'leafy')).toEqual([]);
  });

  it('keeps noindex pages (test and demo pages) out of search, also on reindex, and finds them once they are indexable', async () => {
    await upsertDocument(db, article('/search/demo', { title: 'Quinoa demo page', noindex: true }));
    expect(await paths('healthline', 'quinoa')).toEqual([]);
    expect(await suggestTitles(db, 'healthline', 'quinoa')).toEqual([]);
    await reindexArticles(db);
    expect(await paths('healthline', 'quinoa')).toEqual([]);
    await upsertDocument(db, article('/search/demo', { title: 'Quinoa demo page' }));
    expect(await paths('healthline', 'quinoa')).toEqual(['/search/demo']);
    await upsertDocument(db, article('/search/demo', { title: 'Quinoa demo page', noindex: true }));
    expect(await paths('healthline', 'quinoa')).toEqual([]);
    await deleteArticle(db, 'healthline', '/search/demo');
  });

  it('re-indexes an article when it is stored again (old words are gone, new ones found)', async () => {
    await upsertDocument(db, article('/search/update', { title: 'Turmeric facts' }));
    expect(await suggestTitles(db, 'healthline', 'turm')).toEqual(['Turmeric facts']);
    await upsertDocument(db, article('/search/update', { title: 'Ginger facts' }));
    expect(await paths('healthline', 'turmeric')).toEqual([]);
    expect(await paths('healthline', 'ginger')).toEqual(['/search/update']);
    expect(await suggestTitles(db, 'healthline', 'turm')).toEqual([]);
    expect(await suggestTitles(db, 'healthline', 'ging')).toEqual(['Ginger facts']);
  });

  it('indexes the text fields of widgets but not their settings or links', async () => {
    await upsertDocument(
      db,
      article('/search/widgets', {
        body: [
          { widgetFormat: 'faq', initialState: 'collapsed', items: [{ question: 'Is quinoa gluten free?', answer: '<p>Yes, <em>buckwheat</em> too.</p>' }] },
          { widgetFormat: 'quote-block', text: 'Sleep is a pillar.', author: 'Ada Lovelace', imageSrc: '/images/zanzibar.jpg' },
        ],
      }),
    );
    expect(await paths('healthline', 'quinoa')).toEqual(['/search/widgets']);
    expect(await paths('healthline', 'buckwheat')).toEqual(['/search/widgets']);
    expect(await paths('healthline', 'lovelace')).toEqual(['/search/widgets']);
    expect(await paths('healthline', 'zanzibar')).toEqual([]);
    expect(await paths('healthline', 'collapsed')).toEqual([]);
  });

  it('keeps each site to its own articles', async () => {
    await upsertDocument(db, article('/search/site-a', { title: 'Mindfulness for beginners' }));
    await upsertDocument(db, article('/search/site-b', { site: 'psy', title: 'Mindfulness at work' }));
    expect(await paths('healthline', 'mindfulness')).toEqual(['/search/site-a']);
    expect(await paths('psy', 'mindfulness')).toEqual(['/search/site-b']);
    expect(await suggestTitles(db, 'psy', 'mind')).toEqual(['Mindfulness at work']);
    // Deleting one site's article leaves the other site's article at the same path alone.
    await upsertDocument(db, article('/search/site-a', { site: 'psy', title: 'Mindfulness apps' }));
    await deleteArticle(db, 'healthline', '/search/site-a');
    expect(await paths('psy', 'mindfulness')).toEqual(['/search/site-a', '/search/site-b']);
  });

  it('ranks a title match above a description match above a body match', async () => {
    const filler = '<p>Some general text about health and wellbeing.</p>';
    await upsertDocument(db, article('/search/rank-body', { title: 'Daily habits', description: 'Small changes.', body: [{ type: 'html', html: `${filler}<p>Try rowing.</p>` }] }));
    await upsertDocument(db, article('/search/rank-description', { title: 'Exercise ideas', description: 'Rowing and other sports.', body: [{ type: 'html', html: filler }] }));
    await upsertDocument(db, article('/search/rank-title', { title: 'Rowing for your heart', description: 'Cardio.', body: [{ type: 'html', html: filler }] }));
    expect(await paths('healthline', 'rowing')).toEqual(['/search/rank-title', '/search/rank-description', '/search/rank-body']);
  });

  it('matches stemmed words and requires every word', async () => {
    await upsertDocument(db, article('/search/stem', { title: 'Running shoes', body: [{ type: 'html', html: '<p>Runners choose cushioned shoes.</p>' }] }));
    expect(await paths('healthline', 'run')).toContain('/search/stem');
    expect(await paths('healthline', 'shoe')).toEqual(['/search/stem']);
    expect(await paths('healthline', 'running rowing')).toEqual([]);
  });

  it('marks the matched words in the title and the snippet', async () => {
    await upsertDocument(
      db,
      article('/search/snippet', { title: 'Magnesium guide', body: [{ type: 'html', html: '<p>Foods with magnesium include <b>spinach</b> and almonds.</p>' }] }),
    );
    const [hit] = (await searchArticles(db, 'healthline', 'spinach', 1)).hits;
    expect(hit?.canonicalPath).toBe('/search/snippet');
    expect(matchedWords(hit!.snippet)).toEqual(['spinach']);
    expect(highlightSegments(hit!.snippet).map((s) => s.text).join('')).toContain('magnesium include spinach and almonds');
    const [titleHit] = (await searchArticles(db, 'healthline', 'magnesium', 1)).hits;
    expect(matchedWords(titleHit!.title)).toEqual(['magnesium']);
    expect(matchedWords(titleHit!.snippet)).toEqual(['magnesium']);
  });

  it('uses the description as the snippet when only the description matches', async () => {
    await upsertDocument(db, article('/search/desc-only', { title: 'Hydration', description: 'Electrolytes explained simply.' }));
    const [hit] = (await searchArticles(db, 'healthline', 'electrolytes', 1)).hits;
    expect(matchedWords(hit!.snippet)).toEqual(['electrolytes']);
  });

  it('pages through results with a total', async () => {
    for (let i = 0; i < 13; i++) {
      await upsertDocument(db, article(`/search/page-${String(i).padStart(2, '0')}`, { title: `Pagination topic ${i}` }));
    }
    const first = await searchArticles(db, 'healthline', 'pagination', 1);
    const second = await searchArticles(db, 'healthline', 'pagination', 2);
    expect(first.total).toBe(13);
    expect(first.hits).toHaveLength(searchLimits.resultsPerPage);
    expect(second.hits).toHaveLength(3);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.canonicalPath)).size).toBe(13);
    expect((await searchArticles(db, 'healthline', 'pagination', 3)).hits).toEqual([]);
  });

  it('suggests at most 10 distinct titles, by prefix of each word', async () => {
    for (let i = 0; i < 12; i++) await upsertDocument(db, article(`/search/suggest-${i}`, { title: `Probiotic foods ${i}` }));
    await upsertDocument(db, article('/search/suggest-dup-a', { title: 'Prebiotic basics' }));
    await upsertDocument(db, article('/search/suggest-dup-b', { title: 'Prebiotic basics' }));
    const items = await suggestTitles(db, 'healthline', 'probio');
    expect(items).toHaveLength(10);
    expect(items.every((t) => t.startsWith('Probiotic foods'))).toBe(true);
    expect(await suggestTitles(db, 'healthline', 'prebiotic bas')).toEqual(['Prebiotic basics']);
    expect(await suggestTitles(db, 'healthline', 'PROBIOTIC FOODS 7')).toEqual(['Probiotic foods 7']);
    expect(await suggestTitles(db, 'healthline', 'p')).toEqual([]);
  });

  it.each([
    '"', "'", '"unbalanced', 'kale"', 'a AND', 'OR OR', 'NOT', '*', 'kale*', '(kale', 'kale)', 'title:kale', '{title}: kale', '^kale', 'NEAR(kale, 2)',
    '&', '|', '!', 'kale & !spinach', "it's", '\\', '\\\\', ':*', "kale:*", '<->', 'a <-> b', '-kale', '+kale', '%_', "'; drop table articles; --",
    '\u0000', '\uE000kale\uE001', '🙂', 'ąęść', 'x'.repeat(5000), 'word '.repeat(500),
  ])('never fails on special input %j', async (term) => {
    await expect(searchArticles(db, 'healthline', term, 1)).resolves.toMatchObject({ total: expect.any(Number) });
    await expect(suggestTitles(db, 'healthline', term)).resolves.toEqual(expect.any(Array));
  });

  it('finds words next to punctuation and apostrophes', async () => {
    await upsertDocument(db, article('/search/punctuation', { title: "Women's health: a (short) guide" }));
    expect(await paths('healthline', "women's")).toEqual(['/search/punctuation']);
    expect(await paths('healthline', '(short)')).toEqual(['/search/punctuation']);
    expect(await suggestTitles(db, 'healthline', 'women')).toEqual(["Women's health: a (short) guide"]);
  });

  it('indexes articles that were stored before the search migration', async () => {
    // Simulates an existing database: remove the index rows, re-run the migration's backfill path.
    const { up, down } = await import('@/db/migrations/002_search');
    await down(db as unknown as Kysely<unknown>);
    await up(db as unknown as Kysely<unknown>);
    expect(await paths('healthline', 'magnesium')).toEqual(['/search/snippet']);
    const tables = engine === 'postgres' ? ['search_documents'] : ['search_fts', 'search_titles'];
    for (const t of tables) {
      const n = await sql<{ n: number }>`select count(*) as n from ${sql.table(t)}`.execute(db);
      expect(Number(n.rows[0]?.n)).toBeGreaterThan(10);
    }
  });

  it('reindex indexes every stored article again with today\'s indexer, a page at a time', async () => {
    const tables = engine === 'postgres' ? ['search_documents'] : ['search_fts', 'search_titles'];
    for (const t of tables) await sql`delete from ${sql.table(t)}`.execute(db);
    expect(await paths('healthline', 'magnesium')).toEqual([]);
    const stored = Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await reindexArticles(db, 3)).toBe(stored);
    expect(await paths('healthline', 'magnesium')).toEqual(['/search/snippet']);
  });
});
