#!/usr/bin/env node
// Thumbnails for the newsroom's block picker: one small WebP per widget format, taken from the
// widget review pages (/widgets/<format>) of a running site.
//   BASE=http://localhost:3000 node scripts/block-thumbnails.mjs [format…]
// For each format the site lists on /widgets, it opens /widgets/<format> at 390 px wide (Chromium
// at device scale 2, reduced motion) and screenshots the first fixture whose widget renders a
// visible box: that element only (the rest of the review page hidden), at most 390 × 260 CSS px
// from its top; a box under 120 px high (a divider, a link) gets white space above and below. Sharp
// makes it 240 px wide, WebP quality 60, in public/newsroom/blocks/<format>.webp, and
// public/newsroom/blocks/index.json lists what it produced. A format none of whose fixtures shows
// anything at that width (a tracking pixel, a campaign placement with no campaign) gets a plain
// placeholder card, marked "placeholder" in the index.
// With formats named, only those are taken and the index keeps its other entries; without, every
// format is taken, the index is written afresh, and files of formats the site no longer lists go.
// Nothing but BASE is requested: every other request is aborted. Requests carry the country header
// (COUNTRY_HEADER, the server's own setting, default cf-ipcountry) as US, so US-only widgets (drug
// cost savings) render. Chromium is Debian's (CHROMIUM_PATH, default /usr/bin/chromium), as in
// scripts/design-screens.mjs. Exit code 1 when a page fails or a format is unknown.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: BASE=http://localhost:3000 node scripts/block-thumbnails.mjs [format…]');
  process.exit(0);
}
const base = (process.env.BASE || 'http://localhost:3000').replace(/\/+$/, '');
const baseOrigin = new URL(base).origin;
const countryHeader = (process.env.COUNTRY_HEADER || 'cf-ipcountry').toLowerCase();
const outDir = path.join(root, 'public/newsroom/blocks');
const indexFile = path.join(outDir, 'index.json');
const publicPath = (format) => `/newsroom/blocks/${format}.webp`;

/** The review page's viewport (CSS px) and the largest part of a widget a thumbnail shows. */
const viewport = { width: 390, height: 844 };
const maxClip = { width: 390, height: 260 };
/** A shorter box is shown with white space around it, so a thin widget (a divider) still makes a card. */
const minClipHeight = 120;
/** Where the widget's top is put in the viewport before the shot: room above for that white space. */
const topOffset = 120;
const thumbWidth = 240;
const webp = { quality: 60, effort: 6 };

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

const produced = [];
const failures = [];
let formats = [];
try {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    extraHTTPHeaders: { [countryHeader]: 'US' },
  });
  // The local site only: fonts, images and scripts are the site's own; anything else (a sponsor's
  // pixel, a video service) is refused rather than fetched.
  await context.route('**/*', (route) => {
    let origin = '';
    try {
      origin = new URL(route.request().url()).origin;
    } catch {
      /* not a URL we fetch */
    }
    return origin === baseOrigin ? route.continue() : route.abort('blockedbyclient');
  });
  const page = await context.newPage();

  formats = await siteFormats(page);
  const wanted = args.filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((format) => !formats.includes(format));
  for (const format of unknown) failures.push(`${format}: not a format the site lists on /widgets`);
  const todo = wanted.length > 0 ? formats.filter((format) => wanted.includes(format)) : formats;

  fs.mkdirSync(outDir, { recursive: true });
  for (const format of todo) {
    try {
      const entry = await thumbnail(page, format);
      produced.push(entry);
      const size = `${entry.width}x${entry.height}`;
      console.log(`${format.padEnd(28)} ${(entry.fixture ?? '(placeholder)').padEnd(24)} ${size.padEnd(8)} ${(entry.bytes / 1024).toFixed(1)} KB`);
    } catch (error) {
      failures.push(`${format}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  await context.close();
} catch (error) {
  failures.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
} finally {
  await browser.close();
}

writeIndex(formats, produced, args.some((a) => !a.startsWith('-')));
for (const failure of failures) console.error(`failed: ${failure}`);
const placeholders = produced.filter((e) => e.placeholder).map((e) => e.format);
if (placeholders.length > 0) console.warn(`placeholders (nothing visible on the review page): ${placeholders.join(', ')}`);
console.log(`${produced.length} thumbnails in ${path.relative(root, outDir)}, ${failures.length} failed`);
if (failures.length > 0) process.exitCode = 1;

/** The formats the running site renders, in its order: the links of the /widgets index page. */
async function siteFormats(page) {
  const response = await page.goto(`${base}/widgets`, { waitUntil: 'load', timeout: 90_000 });
  if (!response || response.status() !== 200) throw new Error(`${base}/widgets answered ${response?.status() ?? 'nothing'}; is the site running (BASE)?`);
  const hrefs = await page.$$eval('main a[href^="/widgets/"]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
  const list = [...new Set(hrefs.map((href) => decodeURIComponent(href.slice('/widgets/'.length).split(/[?#/]/)[0] ?? '')).filter(Boolean))];
  if (list.length === 0) throw new Error(`${base}/widgets lists no widget formats`);
  return list;
}

/** One format's thumbnail: written to disk, described for the index. */
async function thumbnail(page, format) {
  if (!/^[A-Za-z0-9_-]+$/.test(format)) throw new Error('a format name this script does not expect');
  const response = await page.goto(`${base}/widgets/${encodeURIComponent(format)}`, { waitUntil: 'load', timeout: 90_000 });
  if (!response || response.status() !== 200) throw new Error(`/widgets/${format} answered ${response?.status() ?? 'nothing'}`);
  // Leaves render on the server too, but some settle once hydrated (carousels, collapsed reviews).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 20_000 }).catch(() => {
    console.warn(`${format}: the page did not hydrate within 20 s; taking it as it is`);
  });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});

  const widgets = page.locator(`section[data-fixture] [data-widget="${format}"]`);
  const count = await widgets.count();
  for (let i = 0; i < count; i++) {
    const widget = widgets.nth(i);
    if (!(await widget.evaluate(hasVisibleBox))) continue;
    const fixture = await widget.evaluate((el) => el.closest('section[data-fixture]')?.getAttribute('data-fixture') ?? null);
    await widget.evaluate(isolate, { topOffset });
    await widget.evaluate(settle);
    const clip = await widget.evaluate(clipFor, { maxClip, minClipHeight });
    if (!clip) continue;
    const png = await page.screenshot({ clip, type: 'png', animations: 'disabled', caret: 'hide', scale: 'device' });
    return { format, fixture, ...(await writeWebp(png, format)) };
  }
  return { format, fixture: null, placeholder: true, ...(await writeWebp(placeholderSvg(format), format)) };
}

/** In the page: the widget's wrapper shows something (it is laid out, visible and not empty). */
function hasVisibleBox(el) {
  const style = getComputedStyle(el);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  const box = el.getBoundingClientRect();
  if (box.width < 2 || box.height < 1) return false;
  // A wrapper of nothing but hidden parts (a pixel, an empty placement) has no painted descendant.
  const descendants = [...el.querySelectorAll('*')];
  if (descendants.length === 0) return el.textContent.trim() !== '';
  return descendants.some((node) => {
    const r = node.getBoundingClientRect();
    const s = getComputedStyle(node);
    return r.width >= 2 && r.height >= 1 && s.visibility !== 'hidden' && Number(s.opacity) > 0;
  });
}

/**
 * In the page: hides everything but the widget (its siblings and its ancestors' siblings, up to
 * the body, keep their space but are not painted; the fixture frames lose their rule), then
 * scrolls its top to topOffset px from the top of the viewport.
 */
function isolate(el, { topOffset }) {
  for (let node = el; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node) sibling.style.setProperty('visibility', 'hidden', 'important');
    }
  }
  for (const frame of document.querySelectorAll('section[data-fixture]')) frame.style.setProperty('border-color', 'transparent', 'important');
  window.scrollTo({ top: Math.max(0, el.getBoundingClientRect().top + window.scrollY - topOffset), behavior: 'instant' });
}

/** In the page: waits (at most 8 s) for the widget's shown images, video posters and fonts, then two frames. */
async function settle(el) {
  const shown = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
  const images = [...el.querySelectorAll('img')].filter((img) => shown(img) && !img.complete);
  const loads = images.map((img) => {
    img.loading = 'eager';
    return new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    });
  });
  for (const video of el.querySelectorAll('video[poster]')) {
    if (!shown(video)) continue;
    const poster = new Image();
    loads.push(
      new Promise((resolve) => {
        poster.onload = poster.onerror = resolve;
        poster.src = video.poster;
      }),
    );
  }
  await Promise.race([Promise.all([...loads, document.fonts.ready]), new Promise((resolve) => setTimeout(resolve, 8000))]);
  await Promise.all([...el.querySelectorAll('img')].filter(shown).map((img) => img.decode?.().catch(() => {})));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * In the page: the part of the viewport to capture. Across: the wrapper and its direct children
 * (a full-bleed hero is wider than its wrapper), inside the viewport. Down: from the wrapper's top,
 * at most maxClip.height; a shorter box is centred in minClipHeight.
 */
function clipFor(el, { maxClip, minClipHeight }) {
  const box = el.getBoundingClientRect();
  let left = box.left;
  let right = box.right;
  let bottom = box.bottom;
  for (const child of el.children) {
    const r = child.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    left = Math.min(left, r.left);
    right = Math.max(right, r.right);
    bottom = Math.max(bottom, r.bottom);
  }
  left = Math.max(0, Math.floor(left));
  right = Math.min(window.innerWidth, Math.ceil(right));
  const width = Math.min(maxClip.width, right - left);
  let top = box.top;
  let height = Math.min(maxClip.height, bottom - box.top);
  if (height < minClipHeight) {
    top -= (minClipHeight - height) / 2;
    height = minClipHeight;
  }
  top = Math.max(0, Math.min(Math.floor(top), window.innerHeight - Math.ceil(height)));
  height = Math.ceil(height);
  if (width < 2 || height < 2) return null;
  return { x: left, y: top, width, height };
}

/** A card for a format with nothing to show: its name on a dashed outline, 3:2. */
function placeholderSvg(format) {
  const name = format.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">` +
      `<rect width="480" height="320" fill="#ffffff"/>` +
      `<rect x="16" y="16" width="448" height="288" rx="16" fill="#f3f4f6" stroke="#9ca3af" stroke-width="4" stroke-dasharray="16 12"/>` +
      `<text x="240" y="150" text-anchor="middle" font-family="sans-serif" font-size="32" font-weight="700" fill="#374151">${name}</text>` +
      `<text x="240" y="200" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#6b7280">no preview on the page</text>` +
      `</svg>`,
  );
}

/** Resizes an image (PNG or SVG) to the thumbnail width and writes it as WebP. */
async function writeWebp(input, format) {
  const { data, info } = await sharp(input).resize({ width: thumbWidth }).flatten({ background: '#ffffff' }).webp(webp).toBuffer({ resolveWithObject: true });
  fs.writeFileSync(path.join(outDir, `${format}.webp`), data);
  return { file: publicPath(format), width: info.width, height: info.height, bytes: data.length };
}

/**
 * index.json: every thumbnail, in the site's order. A run for named formats keeps the other
 * entries; a full run lists what it produced and removes the files of formats the site no longer has.
 */
function writeIndex(siteOrder, entries, partial) {
  if (siteOrder.length === 0) return;
  fs.mkdirSync(outDir, { recursive: true });
  const byFormat = new Map();
  if (partial && fs.existsSync(indexFile)) {
    try {
      for (const entry of JSON.parse(fs.readFileSync(indexFile, 'utf8')).blocks ?? []) byFormat.set(entry.format, entry);
    } catch {
      console.warn(`${path.relative(root, indexFile)} could not be read; it is written afresh`);
    }
  }
  for (const { bytes: _bytes, ...entry } of entries) byFormat.set(entry.format, entry);
  const order = (format) => (siteOrder.includes(format) ? siteOrder.indexOf(format) : siteOrder.length);
  const blocks = [...byFormat.values()].sort((a, b) => order(a.format) - order(b.format) || a.format.localeCompare(b.format));
  const index = { viewport: viewport.width, width: thumbWidth, blocks };
  fs.writeFileSync(indexFile, JSON.stringify(index, null, 2) + '\n');
  if (!partial) {
    for (const file of fs.readdirSync(outDir)) {
      if (file.endsWith('.webp') && !siteOrder.includes(file.slice(0, -'.webp'.length))) fs.rmSync(path.join(outDir, file));
    }
  }
}
