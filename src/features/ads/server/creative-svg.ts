import { fontMetrics, textWidth } from './creative-metrics';

/**
 * Draws a house creative as SVG: the site's name, a headline and a call to action on the site's
 * colours, set in the site's text face (Source Sans 3 bold, embedded: an SVG shown through <img>
 * may not load a font from anywhere else), laid out for its box: one row for leaderboards, stacked
 * for rectangles. Every line is measured (creative-metrics.ts): the headline is drawn whole, in
 * the longest of its versions that fits the box at a readable size, never cut off; a box none fits
 * is an error, not a clipped creative. Pure (no server-only import): the seed and the tests use it.
 */
export interface CreativeArt {
  width: number;
  height: number;
  siteName: string;
  /** The headline, then shorter versions of it, longest first: the first that fits the box is drawn. */
  copy: readonly string[];
  cta: string;
  background: string;
  foreground: string;
  accent: string;
}

/** One line of text as drawn: `x` is its start (or its middle, for the call to action), `width` its measured width. */
export interface TextRun {
  text: string;
  x: number;
  baseline: number;
  size: number;
  width: number;
  anchor: 'start' | 'middle';
  role: 'site' | 'headline' | 'cta';
}

export interface CreativeLayout {
  runs: TextRun[];
  /** The call to action's pill. */
  pill: { x: number; y: number; width: number; height: number };
  /** The version of the headline drawn. */
  copy: string;
}

export class CreativeFitError extends Error {}

/** The family name the embedded face goes by inside a creative; the rest of the stack only if it failed to load. */
const family = "'Wellread Creative', 'Source Sans 3', Arial, sans-serif";
const linePitch = 1.2;
const gap = 12;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Height of one line's glyphs at `size`: from the face's highest to its lowest point. */
const extent = (size: number) => ((fontMetrics.winAscent + fontMetrics.winDescent) / fontMetrics.unitsPerEm) * size;
const ascent = (size: number) => (fontMetrics.winAscent / fontMetrics.unitsPerEm) * size;
/** The baseline that centres capitals on `middle`. */
const centredBaseline = (middle: number, size: number) => middle + ((fontMetrics.capHeight / fontMetrics.unitsPerEm) * size) / 2;

/** How many lines of `size` fit a height. */
function linesIn(height: number, size: number): number {
  return height < extent(size) ? 0 : Math.floor((height - extent(size)) / (size * linePitch)) + 1;
}

/** Greedy word wrap by measured width: the lines, or null when a word is wider than the line or it needs more than maxLines. */
export function wrapLines(text: string, maxWidth: number, size: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) <= maxWidth) line = next;
    else {
      if (!line || textWidth(word, size) > maxWidth) return null;
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 && lines.length <= maxLines ? lines : null;
}

/** The same number of lines, as even as they go (CSS's text-wrap: balance): no lone word on a last line. */
function balanced(text: string, lines: string[], maxWidth: number, size: number): string[] {
  let best = lines;
  for (let width = Math.max(...lines.map((l) => textWidth(l, size))) - 2; width > 0; width -= 2) {
    const tighter = wrapLines(text, width, size, lines.length);
    if (!tighter) break;
    best = tighter;
  }
  return best.length === lines.length && best.every((l) => textWidth(l, size) <= maxWidth) ? best : lines;
}

/**
 * The first version of the copy that fits, at the largest size that fits: every version but the
 * last only down to a comfortable size (a shorter line reads better than smaller type), the last
 * down to the smallest.
 */
function fitCopy(copy: readonly string[], width: number, sizes: { max: number; comfortable: number; smallest: number }, lines: (size: number) => number) {
  for (let i = 0; i < copy.length; i++) {
    const floor = i === copy.length - 1 ? sizes.smallest : sizes.comfortable;
    for (let size = sizes.max; size >= floor; size--) {
      const wrapped = wrapLines(copy[i]!, width, size, lines(size));
      if (wrapped) return { copy: copy[i]!, size, lines: balanced(copy[i]!, wrapped, width, size) };
    }
  }
  return null;
}

function ctaPill(cta: string, size: number) {
  return { width: Math.ceil(textWidth(cta, size) + size * 1.8), height: Math.round(size * 2) };
}

function ctaRun(cta: string, size: number, pill: CreativeLayout['pill']): TextRun {
  return { text: cta, x: pill.x + pill.width / 2, baseline: centredBaseline(pill.y + pill.height / 2, size), size, width: textWidth(cta, size), anchor: 'middle', role: 'cta' };
}

/** Leaderboards (90 px high or less): site name (from 600 px wide), headline, call to action, in a row. */
function wide(art: CreativeArt): CreativeLayout | null {
  const { width, height } = art;
  const padX = width >= 600 ? 24 : 10;
  const ctaSize = clamp(Math.round(height * 0.26), 12, 16);
  const size = ctaPill(art.cta, ctaSize);
  const pill = { x: width - padX - size.width, y: Math.round((height - size.height) / 2), ...size };
  const runs: TextRun[] = [];
  let left = padX;
  if (width >= 600) {
    const siteSize = 15;
    runs.push({ text: art.siteName, x: padX, baseline: centredBaseline(height / 2, siteSize), size: siteSize, width: textWidth(art.siteName, siteSize), anchor: 'start', role: 'site' });
    left += runs[0]!.width + 16;
  }
  const room = pill.x - gap - left;
  const fitted = room > 0 && fitCopy(art.copy, room, { max: clamp(Math.round(height * 0.3), 14, 24), comfortable: 15, smallest: 12 }, (s) => Math.min(2, linesIn(height - 8, s)));
  if (!fitted) return null;
  const block = (fitted.lines.length - 1) * fitted.size * linePitch + extent(fitted.size);
  const first = (height - block) / 2 + ascent(fitted.size);
  fitted.lines.forEach((line, i) =>
    runs.push({ text: line, x: left, baseline: first + i * fitted.size * linePitch, size: fitted.size, width: textWidth(line, fitted.size), anchor: 'start', role: 'headline' }),
  );
  runs.push(ctaRun(art.cta, ctaSize, pill));
  return { runs, pill, copy: fitted.copy };
}

/** Rectangles and billboards: site name at the top, the headline under it, the call to action at the bottom. */
function tall(art: CreativeArt): CreativeLayout | null {
  const { width, height } = art;
  const pad = Math.round(Math.min(width, height) * 0.08);
  const siteSize = 16;
  const runs: TextRun[] = [{ text: art.siteName, x: pad, baseline: pad + ascent(siteSize), size: siteSize, width: textWidth(art.siteName, siteSize), anchor: 'start', role: 'site' }];
  const ctaSize = clamp(Math.round(width / 20), 14, 20);
  const size = ctaPill(art.cta, ctaSize);
  const pill = { x: pad, y: height - pad - size.height, ...size };
  const top = pad + extent(siteSize) + gap;
  const bottom = pill.y - gap;
  const room = width - 2 * pad;
  const fitted =
    pill.width <= room && fitCopy(art.copy, room, { max: clamp(Math.round(width / 11), 18, 40), comfortable: 20, smallest: 16 }, (s) => Math.min(6, linesIn(bottom - top, s)));
  if (!fitted) return null;
  fitted.lines.forEach((line, i) =>
    runs.push({ text: line, x: pad, baseline: top + ascent(fitted.size) + i * fitted.size * linePitch, size: fitted.size, width: textWidth(line, fitted.size), anchor: 'start', role: 'headline' }),
  );
  runs.push(ctaRun(art.cta, ctaSize, pill));
  return { runs, pill, copy: fitted.copy };
}

/** Where everything goes in the box; throws CreativeFitError when no version of the copy fits it. */
export function layoutCreative(art: CreativeArt): CreativeLayout {
  const layout = art.height <= 100 ? wide(art) : tall(art);
  if (!layout) throw new CreativeFitError(`no version of "${art.copy[0]}" with "${art.cta}" fits ${art.width}x${art.height}: give it a shorter version`);
  return layout;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The creative's SVG. `fontUrl` is the face as a data: URL (creative-font.server.ts); without it
 * (tests) the text falls back to the stack's local faces.
 */
export function creativeSvg(art: CreativeArt, fontUrl?: string): string {
  const { runs, pill } = layoutCreative(art);
  const face = fontUrl ? `@font-face{font-family:'Wellread Creative';src:url(${fontUrl}) format('woff2');font-weight:200 900}` : '';
  const fills: Record<TextRun['role'], string> = { site: art.accent, headline: art.foreground, cta: art.background };
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${art.width}' height='${art.height}' viewBox='0 0 ${art.width} ${art.height}' role='img'>` +
    `<style>${face}text{font-family:${family};font-weight:700}</style>` +
    `<rect width='100%' height='100%' fill='${art.background}'/>` +
    `<rect x='${pill.x}' y='${pill.y}' width='${pill.width}' height='${pill.height}' rx='${pill.height / 2}' fill='${art.accent}'/>` +
    runs
      .map(
        (run) =>
          `<text x='${round(run.x)}' y='${round(run.baseline)}' font-size='${run.size}' fill='${fills[run.role]}'${run.anchor === 'middle' ? " text-anchor='middle'" : ''}>${escapeXml(run.text)}</text>`,
      )
      .join('') +
    `</svg>`
  );
}
