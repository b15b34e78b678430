import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtures as productCardFixtures } from '@/widgets/product-card/fixtures';
import { fixtures as productCardGroupFixtures } from '@/widgets/product-card-group/fixtures';
import { registry, widgetFormats } from '@/widgets/registry';

// Issue 16, item 14 (imagery): every article has an editorial illustration of its own, drawn as
// a small SVG in one style per site, and demo products have product shots (public/products/).

const root = path.resolve(__dirname, '../../..');
const publicDir = path.join(root, 'public');
const sites = ['healthline', 'psy'] as const;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

type HeroImage = { src?: string; alt?: string; width?: number; height?: number };
type Doc = { documentType?: string; isArticle?: boolean; site?: string; canonicalPath?: string; heroImage?: HeroImage };

const docs = jsonFiles(path.join(root, 'content')).map((file) => ({
  file: path.relative(root, file),
  doc: JSON.parse(readFileSync(file, 'utf8')) as Doc,
}));
const articles = docs.filter(({ doc }) => doc.documentType === 'article' && doc.isArticle !== false);

/** The file a site path (/illustrations/…) is served from, or null for anything else. */
function publicFile(src: string | undefined): string | null {
  if (!src || !/^\/(?!\/)[^\s?#]+$/.test(src)) return null;
  const file = path.join(publicDir, decodeURIComponent(src));
  return file.startsWith(publicDir + path.sep) ? file : null;
}

function svgFacts(file: string) {
  const text = readFileSync(file, 'utf8');
  const viewBox = /<svg\b[^>]*\bviewBox="\s*0[ ,]+0[ ,]+([\d.]+)[ ,]+([\d.]+)\s*"/.exec(text);
  return {
    bytes: Buffer.byteLength(text),
    width: viewBox ? Number(viewBox[1]) : NaN,
    height: viewBox ? Number(viewBox[2]) : NaN,
    // A raster inside an SVG (an <image>, a data: URL) or anything loaded from elsewhere.
    embedsRaster: /<image\b|data:|xlink:href|href="http/i.test(text),
    hasScript: /<script\b|\son[a-z]+=/i.test(text),
  };
}

function svgFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return svgFilesIn(full);
    return name.endsWith('.svg') ? [full] : [];
  });
}

describe('article illustrations', () => {
  it('finds the articles of both sites', () => {
    for (const site of sites) expect(articles.filter(({ doc }) => doc.site === site).length).toBeGreaterThan(10);
  });

  it.each(articles.map(({ file, doc }) => [file, doc] as const))('%s has an illustration of its own that exists in public/', (_file, doc) => {
    const hero = doc.heroImage;
    expect(hero, 'heroImage').toBeDefined();
    const slug = doc.canonicalPath!.split('/').at(-1);
    expect(hero!.src).toBe(`/illustrations/${doc.site}/${slug}.svg`);
    const file = publicFile(hero!.src);
    expect(file && existsSync(file), `${hero!.src} exists in public/`).toBe(true);
    expect(hero!.alt?.trim(), 'a short description of the picture').toBeTruthy();
    expect(hero!.alt!.length).toBeLessThanOrEqual(150);

    // Sized in the document at the picture's own aspect ratio, so it never shifts layout or stretches.
    const svg = svgFacts(file!);
    expect(svg.width / svg.height).toBeCloseTo(hero!.width! / hero!.height!, 3);
  });

  it('no two articles share an illustration', () => {
    const bySrc = new Map<string, string[]>();
    for (const { file, doc } of articles) {
      const src = doc.heroImage?.src ?? '';
      bySrc.set(src, [...(bySrc.get(src) ?? []), file]);
    }
    const shared = [...bySrc].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });

  it.each(svgFilesIn(path.join(publicDir, 'illustrations')).map((file) => [path.relative(root, file)]))(
    '%s is a small, self-contained vector drawing used by an article',
    (file) => {
      const svg = svgFacts(path.join(root, file));
      expect(svg.bytes).toBeLessThan(6 * 1024);
      expect(svg.width / svg.height).toBeCloseTo(1200 / 630, 3);
      expect(svg.embedsRaster).toBe(false);
      expect(svg.hasScript).toBe(false);
      const src = '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
      expect(articles.some(({ doc }) => doc.heroImage?.src === src)).toBe(true);
    },
  );

  it('resolves only site paths inside public/', () => {
    expect(publicFile('/illustrations/healthline/no-such-article.svg')).not.toBeNull();
    expect(existsSync(publicFile('/illustrations/healthline/no-such-article.svg')!)).toBe(false);
    expect(publicFile('/../package.json')).toBeNull();
    expect(publicFile('https://example.com/a.svg')).toBeNull();
  });
});

describe('product shots', () => {
  /** Every image path a content document names for a product: imgSrc, imgUrl, image.url and the like. */
  function productImages(value: unknown, found: string[] = []): string[] {
    if (typeof value === 'string') {
      if (/^\/(images\/)?products\//.test(value)) found.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) productImages(item, found);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) productImages(item, found);
    }
    return found;
  }
  const referenced = docs.flatMap(({ file, doc }) => productImages(doc).map((src) => [file, src] as const));
  const shots = svgFilesIn(path.join(publicDir, 'products'));

  it('finds the roundups', () => {
    expect(new Set(referenced.map(([file]) => file)).size).toBeGreaterThanOrEqual(5);
    expect(shots.length).toBeGreaterThanOrEqual(25);
  });

  it.each(referenced)('%s: %s is a drawn product shot that exists in public/', (_file, src) => {
    expect(src).toMatch(/^\/products\/[a-z0-9-]+\.svg$/);
    const file = publicFile(src);
    expect(file && existsSync(file)).toBe(true);
  });

  it.each(shots.map((file) => [path.relative(root, file)]))('%s is a small, square, self-contained drawing', (file) => {
    const svg = svgFacts(path.join(root, file));
    expect(svg.bytes).toBeLessThan(6 * 1024);
    expect(svg.width).toBe(svg.height);
    expect(svg.embedsRaster).toBe(false);
    expect(svg.hasScript).toBe(false);
  });

  it.each([
    ['product-card', productCardFixtures],
    ['product-card-group', productCardGroupFixtures],
  ] as const)('the %s fixtures show product shots too', (_format, fixtures) => {
    const sources = productImages(fixtures);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect(src).toMatch(/^\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(src)!), src).toBe(true);
    }
  });
});

describe('widget fixture product shots', async () => {
  /** Every image address a fixture names: imgSrc, imgUrl, image.url… (review HTML with an <img> inside is not an address). */
  function imageAddresses(value: unknown, found: string[] = []): string[] {
    if (typeof value === 'string') {
      if (/^\/(?!\/)\S+\.(svg|png|jpe?g|webp|avif|gif)$/i.test(value)) found.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) imageAddresses(item, found);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) imageAddresses(item, found);
    }
    return found;
  }
  /** Objects that give an image's size next to its address: { url, width, height } and the like. */
  function sizedImages(value: unknown, found: { src: string; width: number; height: number }[] = []) {
    if (Array.isArray(value)) {
      for (const item of value) sizedImages(item, found);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const src = Object.values(record).find((v): v is string => typeof v === 'string' && imageAddresses(v).length > 0);
      if (src && typeof record.width === 'number' && typeof record.height === 'number') found.push({ src, width: record.width, height: record.height });
      for (const item of Object.values(record)) sizedImages(item, found);
    }
    return found;
  }

  const byFormat = await Promise.all(widgetFormats.map(async (format) => [format, await registry[format].fixtures()] as const));
  const addresses = byFormat.flatMap(([format, fixtures]) => [...new Set(imageAddresses(fixtures))].map((src) => [format, src] as const));
  const productWidgets = ['comparison-chart', 'paid-media-card', 'paid-media-driver', 'paid-media-widget', 'product-card', 'product-card-group', 'shopticle', 'treatment-card'];

  it.each(productWidgets)('the %s fixtures show drawn product shots', (format) => {
    const sources = addresses.filter(([f]) => f === format).map(([, src]) => src);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((src) => !src.startsWith('/products/'))).toEqual([]);
  });

  it.each(addresses.filter(([, src]) => /^\/(images\/)?products\//.test(src)))('%s fixtures: %s is a small, square, self-contained SVG in public/', (_format, src) => {
    expect(src).toMatch(/^\/products\/[a-z0-9-]+\.svg$/);
    const file = publicFile(src);
    expect(file && existsSync(file), `${src} exists in public/`).toBe(true);
    const svg = svgFacts(file!);
    expect(svg.bytes).toBeLessThan(6 * 1024);
    expect(svg.width).toBe(svg.height);
    expect(svg.embedsRaster).toBe(false);
    expect(svg.hasScript).toBe(false);
  });

  it('gives a product shot its own square shape where a fixture states the size', () => {
    const sized = byFormat.flatMap(([, fixtures]) => sizedImages(fixtures)).filter(({ src }) => src.startsWith('/products/'));
    expect(sized.length).toBeGreaterThan(0);
    for (const { src, width, height } of sized) expect(width, src).toBe(height);
  });
});
