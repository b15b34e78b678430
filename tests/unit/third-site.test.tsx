import fs from 'node:fs';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Sites are data (src/sites/): a third site added to the site table, and to nothing else, is served
 * every page type. The table here is the real one plus tests/support/third-site.ts; its documents
 * are published into a throwaway database, and each route's page renders as Next renders it on the
 * server (async components included), with the shell and the root layout around it.
 */

// Before any module reads the environment: a throwaway SQLite database, content read uncached.
const dir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')]);
  const made = mkdtempSync(join(tmpdir(), 'wellread-third-site-'));
  process.env.SQLITE_PATH = join(made, 'site.db');
  process.env.DATABASE_URL = '';
  process.env.CONTENT_CACHE_SECONDS = '0';
  process.env.DEFAULT_COUNTRY = 'US';
  return made;
});

vi.mock('@/sites', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/sites')>();
  const { family } = await import('@tests/support/third-site');
  const SITES = { ...real.SITES, family };
  return { ...real, SITES, SITE_IDS: Object.keys(SITES), isSiteId: (value: unknown) => typeof value === 'string' && Object.hasOwn(SITES, value) };
});
// next/font needs Next's compiler; the class names do not matter here.
vi.mock('@/styles/fonts', () => ({ fontVariables: '' }));
// The client leaves' router hooks, which Next's App Router provides in the real server render.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined, refresh: () => undefined, back: () => undefined, forward: () => undefined }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

const { getDb, closeDb } = await import('@/db/client.server');
const { validateDocument } = await import('@/publishing/validate');
const { upsertDocument } = await import('@/publishing/publish.server');
const { seedDrugData } = await import('@/features/savings/server/seed.server');
const { familyDocuments } = await import('@tests/support/third-site');
const { default: RootLayout } = await import('@/app/[site]/[region]/layout');
const { default: SiteLayout } = await import('@/app/[site]/[region]/(site)/layout');
const { default: HomeHeader } = await import('@/app/[site]/[region]/(site)/@header/page');
const { default: PathHeader } = await import('@/app/[site]/[region]/(site)/@header/[...path]/page');
const { default: HomePage } = await import('@/app/[site]/[region]/(site)/page');
const { default: ContentPage, generateMetadata: contentMetadata } = await import('@/app/[site]/[region]/(site)/[...path]/page');
const { default: SearchPage } = await import('@/app/[site]/[region]/(site)/search/[query]/page');
const { default: ComparePage } = await import('@/app/[site]/[region]/(site)/compare/page');
const { default: ConfirmPage } = await import('@/app/[site]/[region]/(site)/newsletter/confirm/page');
const { default: WidgetIndex } = await import('@/app/[site]/[region]/widgets/page');
const { default: WidgetPage } = await import('@/app/[site]/[region]/widgets/[format]/page');
const sitemap = await import('@/app/[site]/[region]/sitemap-xml/route');
const robots = await import('@/app/[site]/[region]/robots.txt/route');
const { searchKey } = await import('@/lib/page-rewrite');

const site = { site: 'family', region: 'us' };

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { onError: () => {} });
  return new Response(prelude).text();
}

/** A page as Next serves it: the root layout, the shell with its header, the page. */
async function page(content: ReactNode, header: ReactNode): Promise<string> {
  const params = Promise.resolve(site);
  return html(
    await RootLayout({
      params,
      children: await SiteLayout({ params, header, children: content }),
    }),
  );
}

const pathParams = (...segments: string[]) => Promise.resolve({ ...site, path: segments });
const articlePage = async (...segments: string[]) =>
  page(await ContentPage({ params: pathParams(...segments) }), await PathHeader({ params: pathParams(...segments) }));

beforeAll(async () => {
  const db = await getDb();
  for (const input of familyDocuments) {
    const result = validateDocument(input);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    await upsertDocument(db, result.document);
  }
  await seedDrugData(db);
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a third site from the site table alone', () => {
  it('home: the site’s document, brand colours, name, newsletter and footer', async () => {
    const out = await page(await HomePage({ params: Promise.resolve(site) }), await HomeHeader({ params: Promise.resolve(site) }));
    expect(out).toMatch(/<html lang="en" data-site="family"/);
    expect(out).toContain(':root[data-site="family"]{--color-brand:#8a3c0c');
    expect(out).toContain('Wellread Family');
    expect(out).toContain('Get our Family Matters newsletter');
    expect(out).toContain('href="/about"');
    expect(out).toContain('https://www.instagram.com/wellread.family.demo');
    expect(out).toContain('Fever in children');
  });

  it('article: title, byline, widgets, reading layout', async () => {
    const out = await articlePage('childrens-health', 'fever-in-children');
    expect(out).toContain('<h1');
    expect(out).toContain('Fever in children');
    expect(out).toMatch(/Written by <span[^>]*>Mira Chen, RN<\/span>/);
    expect(out).toMatch(/Medically reviewed by <span[^>]*>Tomás Reyes, MD<\/span>/);
    expect(out).toContain('When should I call a doctor?');
    expect(out).toContain('data-widget="product-card"');
    // Share on every article, its email subject fixed for the site (widgets/kits/sharing).
    expect(out).toMatch(/<button type="button" class="[^"]*" aria-haspopup="dialog">.*?Share<span class="visually-hidden"> Fever in children<\/span><\/button>/);
    expect(out).toContain('href="mailto:?subject=Shared%20with%20you%20from%20Wellread%20Family&amp;body=');
    // Its content series (src/views/article/series): "More in …" mid-article, at the body's 50% point
    // (before the product cards, after the FAQ's ad), and at the end, with the author's bio, before
    // "Was this helpful?".
    const mid = out.indexOf('data-series-block="mid"');
    const end = out.indexOf('data-series-block="end"');
    expect(mid).toBeGreaterThan(out.indexOf('When should I call a doctor?'));
    expect(mid).toBeLessThan(out.indexOf('Ear thermometer'));
    expect(end).toBeGreaterThan(out.indexOf('Forehead thermometer'));
    expect(end).toBeLessThan(out.indexOf('data-feedback=""'));
    expect(out.slice(end)).toMatch(/More in <a[^>]*href="\/childrens-health"[^>]*>Sick-day basics<\/a>/);
    expect(out.slice(end)).toContain('Coughs in children');
    expect(out.slice(end)).toContain('About the author');
    expect(out.slice(mid, end)).not.toContain('About the author');
    const metadata = await contentMetadata({ params: pathParams('childrens-health', 'fever-in-children') });
    expect(metadata.title).toBe('Fever in children');
  });

  it('category and static pages', async () => {
    const category = await articlePage('childrens-health');
    expect(category).toContain('Common childhood illnesses and when to see a doctor.');
    expect(category).toContain('Fever in children');
    // Its interests (the site table's) make the category a topic members can follow.
    expect(category).toContain('Follow Children’s health');
    const about = await articlePage('about');
    expect(about).toContain('We write plain-language family health information.');
  });

  it('drug template page (the site has them)', async () => {
    const out = await articlePage('health', 'drugs', 'lipitor');
    expect(out).toContain('Lipitor prices and savings');
  });

  it('not-found page: its own popular links, the other sites’ hidden', async () => {
    const out = await articlePage('no', 'such', 'page');
    expect(out).toContain('We can’t find that page');
    expect(out).toMatch(/data-for-site="family"[^>]*>[\s\S]*?Children’s health/);
    expect(out).toContain('[data-for-site]:not([data-for-site="family"]){display:none}');
  });

  it('search results', async () => {
    const key = encodeURIComponent(searchKey(new URLSearchParams({ q1: 'fever' })));
    const out = await page(await SearchPage({ params: Promise.resolve({ ...site, query: key }) }), await PathHeader({ params: pathParams('search') }));
    expect(out).toContain('1 result');
    expect(out).toContain('<a href="/childrens-health/fever-in-children"><mark>Fever</mark> in children</a>');
  });

  it('compare page', async () => {
    const out = await page(
      await ComparePage({ params: Promise.resolve(site), searchParams: Promise.resolve({ article: '/childrens-health/fever-in-children', products: 'thermo-a,thermo-b' }) }),
      await PathHeader({ params: pathParams('compare') }),
    );
    expect(out).toContain('Ear thermometer');
    expect(out).toContain('Forehead thermometer');
  });

  it('newsletter link page', async () => {
    const out = await page(await ConfirmPage({ params: Promise.resolve(site), searchParams: Promise.resolve({ token: 'not-a-token' }) }), await PathHeader({ params: pathParams('newsletter', 'confirm') }));
    expect(out).toContain('Wellread Family');
    expect(out).toMatch(/not valid|expired|no longer/i);
    expect(out).not.toContain('Start reading');
  });

  it('newsletter confirmation: no dead end, the site’s own articles to start reading', async () => {
    const out = await page(await ConfirmPage({ params: Promise.resolve(site), searchParams: Promise.resolve({ result: 'confirmed' }) }), await PathHeader({ params: pathParams('newsletter', 'confirm') }));
    expect(out).toContain('You are subscribed');
    expect(out).toMatch(/<h2 id="read-next"[^>]*>Start reading<\/h2>/);
    expect(out).toContain('href="/childrens-health/fever-in-children"');
  });

  it('widget review pages', async () => {
    expect(await html(WidgetIndex())).toContain('faq');
    expect(await html(await WidgetPage({ params: Promise.resolve({ ...site, format: 'faq' }) }))).toContain('data-widget="faq"');
  });

  it('sitemap and robots.txt', async () => {
    const xml = await (await sitemap.GET(new Request('http://localhost/sitemap.xml'), { params: Promise.resolve(site) })).text();
    expect(xml).toContain('/childrens-health/fever-in-children</loc>');
    expect(xml).toContain('/health/drugs/lipitor</loc>');
    const txt = await (await robots.GET(new Request('http://localhost/robots.txt'), { params: Promise.resolve(site) })).text();
    expect(txt).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
