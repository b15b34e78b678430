import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_IDS, SITES } from '@/sites';

const root = path.resolve(__dirname, '../..');
const tokens = fs.readFileSync(path.join(root, 'src/styles/tokens.css'), 'utf8');
const fontsModule = fs.readFileSync(path.join(root, 'src/styles/fonts.ts'), 'utf8');

/** The custom properties of one rule of tokens.css. */
function block(selector: string): Record<string, string> {
  const start = tokens.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = tokens.slice(start, tokens.indexOf('\n}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const base = block(':root');
/** Each site's tokens: the defaults with its brand colours from the site table (the root layout's SiteStyle), so every site, a new one too, is held to the contrast rules. */
const sites = Object.fromEntries(
  SITE_IDS.map((id) => {
    const { brand, brandStrong, brandSoft, linkVisited } = SITES[id].colors;
    return [id, { ...base, '--color-brand': brand, '--color-brand-strong': brandStrong, '--color-brand-soft': brandSoft, '--color-link-visited': linkVisited }];
  }),
);

/** A token's colour, following var() references. */
function colour(vars: Record<string, string>, name: string): string {
  let value = vars[name];
  for (let i = 0; value && i < 5; i++) {
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    if (!ref) break;
    value = vars[ref[1]!];
  }
  expect(value, name).toMatch(/^#[0-9a-f]{6}$/i);
  return value!;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('colour tokens', () => {
  // [foreground, background, minimum]: text pairs need 4.5:1 (WCAG 1.4.3), UI edges 3:1 (1.4.11).
  const pairs: [string, string, number][] = [
    ['--color-text', '--color-bg', 4.5],
    ['--color-text-secondary', '--color-bg', 4.5],
    ['--color-text-secondary', '--color-surface', 4.5],
    ['--color-text-secondary', '--color-brand-soft', 4.5],
    ['--color-link', '--color-bg', 4.5],
    ['--color-link', '--color-surface', 4.5],
    ['--color-link-hover', '--color-bg', 4.5],
    ['--color-link-visited', '--color-bg', 4.5],
    ['--color-brand', '--color-brand-soft', 4.5],
    ['--color-bg', '--color-brand', 4.5],
    ['--color-accent', '--color-bg', 4.5],
    ['--color-warning-text', '--color-warning-bg', 4.5],
    ['--color-focus-text', '--color-focus-halo', 4.5],
    ['--color-link', '--color-focus-halo', 4.5],
    ['--color-border-strong', '--color-bg', 3],
    ['--color-focus', '--color-bg', 3],
    ['--color-focus-halo', '--color-brand', 3],
  ];
  for (const [site, vars] of Object.entries(sites)) {
    it.each(pairs)(`${site}: %s on %s reaches %s:1`, (fg, bg, min) => {
      expect(contrast(colour(vars, fg), colour(vars, bg))).toBeGreaterThanOrEqual(min);
    });
  }

  it('defaults to the first site’s brand colours (the ops and dev pages use the defaults)', () => {
    const first = SITES[SITE_IDS[0]].colors;
    expect([base['--color-brand'], base['--color-brand-strong'], base['--color-brand-soft'], base['--color-link-visited']]).toEqual([first.brand, first.brandStrong, first.brandSoft, first.linkVisited]);
  });

  it('visited links differ from unvisited ones on both sites', () => {
    for (const vars of Object.values(sites)) expect(colour(vars, '--color-link-visited')).not.toBe(colour(vars, '--color-link'));
  });
});

describe('type scale', () => {
  const px = (rem: string) => Number(rem.replace('rem', '')) * 16;
  const clampOf = (name: string) => {
    const m = /^clamp\(([\d.]+rem),\s*([\d.]+)rem \+ ([\d.]+)vw,\s*([\d.]+rem)\)$/.exec(base[name] ?? '');
    expect(m, `${name}: ${base[name]}`).not.toBeNull();
    const [min, fixed, vw, max] = [px(m![1]!), Number(m![2]) * 16, Number(m![3]), px(m![4]!)];
    return (width: number) => Math.min(max, Math.max(min, fixed + (vw * width) / 100));
  };

  it('sets body text at 17 px on a phone and 19 px on a desktop, like NHS.UK and GOV.UK', () => {
    const body = clampOf('--font-size-body');
    expect(body(320)).toBeCloseTo(17, 0);
    expect(body(1366)).toBe(19);
  });

  it('keeps headings in order at every width', () => {
    const scale = ['--font-size-body', '--font-size-h4', '--font-size-h3', '--font-size-h2', '--font-size-h1'].map(clampOf);
    for (const width of [320, 390, 768, 1024, 1366, 1920]) {
      const sizes = scale.map((size) => size(width));
      for (let i = 1; i < sizes.length; i++) expect(sizes[i]!, `step ${i} at ${width}`).toBeGreaterThan(sizes[i - 1]!);
    }
  });
});

describe('brand typefaces', () => {
  const sources = [...fontsModule.matchAll(/src: '([^']+)'/g)].map((m) => m[1]!);

  it('load only the latin subset of each package, with optional display, preloading upright text and headings only', () => {
    expect(sources).toHaveLength(3);
    for (const src of sources) {
      expect(src).toMatch(/^\.\.\/\.\.\/node_modules\/@fontsource-variable\/[\w-]+\/files\/[\w-]+-latin-wght-(normal|italic)\.woff2$/);
      expect(fs.existsSync(path.join(root, 'src/styles', src)), src).toBe(true);
    }
    expect(fontsModule.match(/display: 'optional'/g)).toHaveLength(3);
    expect(fontsModule.match(/preload: true/g)).toHaveLength(2);
    const italicCall = fontsModule.slice(fontsModule.indexOf('italic.woff2'), fontsModule.indexOf('});', fontsModule.indexOf('italic.woff2')));
    expect(italicCall).toContain('preload: false');
  });

  it("fallback faces carry the metrics next/font computes from the package files", () => {
    const require = createRequire(import.meta.url);
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit/index.js').default;
    const open: (buffer: Buffer) => unknown = fontkit.default ?? fontkit;
    const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js');
    const cases = [
      ['Wellread Sans Fallback', 'source-sans-3/files/source-sans-3-latin-wght-normal.woff2', 'sans-serif'],
      ['Wellread Serif Fallback', 'source-serif-4/files/source-serif-4-latin-wght-normal.woff2', 'serif'],
    ] as const;
    for (const [family, file, category] of cases) {
      const font = open(fs.readFileSync(path.join(root, 'node_modules/@fontsource-variable', file)));
      const metrics = getFallbackMetricsFromFontFile(font, category);
      const face = tokens.slice(tokens.indexOf(`font-family: '${family}'`), tokens.indexOf('}', tokens.indexOf(`font-family: '${family}'`)));
      expect(face, family).toContain(`size-adjust: ${metrics.sizeAdjust};`);
      expect(face, family).toContain(`ascent-override: ${metrics.ascentOverride};`);
      expect(face, family).toContain(`descent-override: ${metrics.descentOverride};`);
      expect(face, family).toMatch(/line-gap-override: 0%;/);
      expect(metrics.lineGapOverride).toBe('0.00%');
    }
  });
});
