import fs from 'node:fs';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Authors come from one record (issue 32): the demo content of healthline is imported into a
 * throwaway database and every article that names Dana Whitfield is rendered as Next renders it
 * on the server. The byline, the structured data and the recipe's author bio all show the
 * credentials of her record, and no page shows her with others.
 */

// Before any module reads the environment: a throwaway SQLite database, content read uncached.
const dir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')]);
  const made = mkdtempSync(join(tmpdir(), 'wellread-bylines-'));
  process.env.SQLITE_PATH = join(made, 'site.db');
  process.env.DATABASE_URL = '';
  process.env.CONTENT_CACHE_SECONDS = '0';
  process.env.DEFAULT_COUNTRY = 'US';
  return made;
});
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined, refresh: () => undefined, back: () => undefined, forward: () => undefined }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

const { getDb, closeDb } = await import('@/db/client.server');
const { importFiles } = await import('@/publishing/files.server');
const { pathsNamingAuthor } = await import('@/content/author-store.server');
const { default: ContentPage } = await import('@/app/[site]/[region]/(site)/[...path]/page');

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { onError: () => {} });
  return new Response(prelude).text();
}

const articlePage = async (path: string) => html(await ContentPage({ params: Promise.resolve({ site: 'healthline', region: 'us', path: path.slice(1).split('/') }) }));

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (page: string) => [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

let pages: Map<string, string>;

beforeAll(async () => {
  const results = await importFiles(await getDb(), ['content/healthline']);
  const failed = results.filter((r) => !r.ok);
  if (failed.length) throw new Error(JSON.stringify(failed));
  const paths = await pathsNamingAuthor(await getDb(), 'healthline', 'dana-whitfield');
  pages = new Map(await Promise.all(paths.map(async (path) => [path, await articlePage(path)] as const)));
}, 120_000);

afterAll(async () => {
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Dana Whitfield, from her author record', () => {
  it('is named by several demo articles, the recipe among them', () => {
    expect(pages.size).toBeGreaterThanOrEqual(5);
    expect([...pages.keys()]).toContain('/nutrition/overnight-oats-with-berries');
  });

  it('has the same credentials in every byline and nowhere other ones', () => {
    for (const [path, page] of pages) {
      expect(page, path).toMatch(/Written by <span[^>]*>(?:[^<]* and )?Dana Whitfield, MPH, RD(?: and [^<]*)?<\/span>/);
      expect(page.match(/Dana Whitfield, (?!MPH, RD\b)[^<"]*/g) ?? [], path).toEqual([]);
    }
  });

  it('is the same Person in every page’s structured data: her record’s credentials, bio and photo', () => {
    for (const [path, page] of pages) {
      const article = jsonLd(page).find((d) => d['@type'] === 'MedicalWebPage')!;
      expect(article.author, path).toContainEqual({
        '@type': 'Person',
        name: 'Dana Whitfield',
        honorificSuffix: 'MPH, RD',
        description: expect.stringContaining('registered dietitian'),
        image: expect.stringMatching(/\/images\/people\/dana-whitfield\.svg$/),
      });
      expect(article.reviewedBy, path).toMatchObject({ '@type': 'Person', honorificSuffix: expect.any(String) });
    }
  });

  it('is the recipe’s author with the same credentials, in its bio and in the Recipe structured data', () => {
    const page = pages.get('/nutrition/overnight-oats-with-berries')!;
    expect(page).toContain('<p class="label">Recipe by</p><p class="name">Dana Whitfield, MPH, RD</p>');
    expect(jsonLd(page).find((d) => d['@type'] === 'Recipe')?.author).toEqual({ '@type': 'Person', name: 'Dana Whitfield', honorificSuffix: 'MPH, RD' });
    expect(page).toMatch(/Medically reviewed by <span[^>]*>Leah Brandt, RDN<\/span>/);
  });
});
