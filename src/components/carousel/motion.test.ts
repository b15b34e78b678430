import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allInView,
  carouselBreakpoints,
  carouselSize,
  carouselStops,
  carouselTransitionMs,
  positionText,
  slideGapPx,
  slidesInView,
  slidesPerView,
  slidesShown,
  stopShowing,
  wrapStop,
} from './motion';

const css = fs.readFileSync(path.join(import.meta.dirname, 'EngagementCarousel.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The bodies of every `@media (query) { … }` block, braces matched. */
function mediaBlocks(query: string): string {
  let out = '';
  for (let at = css.indexOf(`@media (${query})`); at >= 0; at = css.indexOf(`@media (${query})`, at + 1)) {
    let depth = 0;
    const start = css.indexOf('{', at);
    for (let i = start; i < css.length; i++) {
      if (css[i] === '{') depth++;
      if (css[i] === '}' && --depth === 0) {
        out += css.slice(start + 1, i);
        break;
      }
    }
  }
  return out;
}
/** The stylesheet without its media blocks. */
const outsideMedia = () => css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
const rule = (block: string, selector: string) => new RegExp(`${selector.replace(/[.[\]']/g, (c) => `\\${c}`)}\\s*\\{([^}]*)\\}`).exec(block)?.[1] ?? '';

describe('slides in view by width (spec savings 9)', () => {
  it('has the spec numbers: 1.1 / 2.2 / 3.4 slides, breakpoints 658 and 1100, gap 16 or 24, 400 ms', () => {
    expect(slidesPerView).toEqual({ mobile: 1.1, tablet: 2.2, desktop: 3.4 });
    expect(carouselBreakpoints).toEqual({ tablet: 658, desktop: 1100 });
    expect(slideGapPx).toEqual({ mobile: 16, tablet: 24, desktop: 24 });
    expect(carouselTransitionMs).toBe(400);
  });

  it('shows 1.1 below 658 px, 2.2 from 658 px and 3.4 from 1100 px', () => {
    expect([320, 657, 658, 1099, 1100, 1920].map(carouselSize)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
    expect([390, 800, 1366].map(slidesInView)).toEqual([1.1, 2.2, 3.4]);
  });

  it('lays the slides out with the same numbers in CSS custom properties, at the same breakpoints', () => {
    const base = rule(outsideMedia(), '.carousel');
    expect(base).toContain(`--per-view: ${slidesPerView.mobile};`);
    expect(base).toContain(`--gap: ${slideGapPx.mobile}px;`);
    const tablet = rule(mediaBlocks(`min-width: ${carouselBreakpoints.tablet}px`), '.carousel');
    expect(tablet).toContain(`--per-view: ${slidesPerView.tablet};`);
    expect(tablet).toContain(`--gap: ${slideGapPx.tablet}px;`);
    const desktop = rule(mediaBlocks(`min-width: ${carouselBreakpoints.desktop}px`), '.carousel');
    expect(desktop).toContain(`--per-view: ${slidesPerView.desktop};`);
    expect(desktop).not.toContain('--gap');
    // A slide is (view - (n - 1) gaps) / n wide, and the row moves by whole slides with their gap.
    expect(base).toContain('--slide: calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view));');
    expect(rule(outsideMedia(), '.track')).toContain('transform: translateX(calc(var(--carousel-offset, 0) * -1 * (var(--slide) + var(--gap))));');
  });

  it('hides the arrows in CSS exactly where every slide is in view', () => {
    expect([1, 2].map((n) => allInView(n, slidesPerView.mobile))).toEqual([true, false]);
    expect([2, 3].map((n) => allInView(n, slidesPerView.tablet))).toEqual([true, false]);
    expect([3, 4].map((n) => allInView(n, slidesPerView.desktop))).toEqual([true, false]);
    const hides = (block: string, n: number) => rule(block, `.carousel[data-count='${n}'] .controls`).includes('display: none');
    expect(hides(outsideMedia(), 1)).toBe(true);
    expect(hides(mediaBlocks(`min-width: ${carouselBreakpoints.tablet}px`), 2)).toBe(true);
    expect(hides(mediaBlocks(`min-width: ${carouselBreakpoints.desktop}px`), 3)).toBe(true);
  });
});

describe('reduced motion', () => {
  it('moves with a 400 ms transform transition only when the reader has not asked for reduced motion', () => {
    expect(rule(mediaBlocks('prefers-reduced-motion: no-preference'), '.track')).toContain(`transition: transform ${carouselTransitionMs}ms`);
    expect(outsideMedia()).not.toMatch(/transition/);
    expect(css).not.toMatch(/animation/);
  });
});

describe('stops', () => {
  it('stands at each slide, and last with the last slide flush with the right edge', () => {
    expect(carouselStops(4, 1.1)).toEqual([0, 1, 2, 2.9]);
    expect(carouselStops(5, 2.2)).toEqual([0, 1, 2, 2.8]);
    expect(carouselStops(4, 3.4)).toEqual([0, 0.6]);
    expect(carouselStops(2, 1.1)).toEqual([0, 0.9]);
  });

  it('has one stop when every slide shows, or there are none', () => {
    expect(carouselStops(3, 3.4)).toEqual([0]);
    expect(carouselStops(2, 2.2)).toEqual([0]);
    expect(carouselStops(1, 1.1)).toEqual([0]);
    expect(carouselStops(0, 1.1)).toEqual([0]);
    expect(carouselStops(Number.NaN, 1.1)).toEqual([0]);
  });
});

describe('wrap-around (spec savings 4.5, "rotates endlessly")', () => {
  it('goes from the last stop to the first and from the first to the last', () => {
    expect(wrapStop(0, 1, 4)).toBe(1);
    expect(wrapStop(3, 1, 4)).toBe(0);
    expect(wrapStop(0, -1, 4)).toBe(3);
    expect(wrapStop(2, -1, 4)).toBe(1);
    expect(wrapStop(1, -1, 2)).toBe(0);
    expect(wrapStop(0, -1, 2)).toBe(1);
  });

  it('stays put with one stop and ignores bad input', () => {
    expect(wrapStop(0, 1, 1)).toBe(0);
    expect(wrapStop(0, -1, 1)).toBe(0);
    expect(wrapStop(0, 1, 0)).toBe(0);
    expect(wrapStop(Number.NaN, 1, 4)).toBe(0);
  });
});

describe('slides wholly in view', () => {
  it('names the slides a stop shows whole; cut and hidden ones are not', () => {
    expect(slidesShown(0, 1.1, 4)).toEqual({ first: 0, last: 0 });
    expect(slidesShown(2.9, 1.1, 4)).toEqual({ first: 3, last: 3 });
    expect(slidesShown(0, 2.2, 5)).toEqual({ first: 0, last: 1 });
    expect(slidesShown(2.8, 2.2, 5)).toEqual({ first: 3, last: 4 });
    expect(slidesShown(0, 3.4, 4)).toEqual({ first: 0, last: 2 });
    expect(slidesShown(0.6, 3.4, 4)).toEqual({ first: 1, last: 3 });
    expect(slidesShown(0, 3.4, 2)).toEqual({ first: 0, last: 1 });
  });

  it('shows every slide whole at some stop, so the arrows reach them all', () => {
    for (const perView of Object.values(slidesPerView)) {
      for (let count = 1; count <= 12; count++) {
        const stops = carouselStops(count, perView);
        const seen = new Set(stops.flatMap((offset) => {
          const { first, last } = slidesShown(offset, perView, count);
          return Array.from({ length: last - first + 1 }, (_, i) => first + i);
        }));
        expect(seen.size, `${count} slides, ${perView} in view`).toBe(count);
      }
    }
  });

  it('finds the first stop that shows a slide whole', () => {
    const stops = carouselStops(4, 1.1);
    expect([0, 1, 2, 3].map((slide) => stopShowing(slide, stops, 1.1, 4))).toEqual([0, 1, 2, 3]);
    const wide = carouselStops(4, 3.4);
    expect([0, 2, 3].map((slide) => stopShowing(slide, wide, 3.4, 4))).toEqual([0, 0, 1]);
  });

  it('says where the reader is by the first slide in view', () => {
    expect(positionText(0, 4)).toBe('Slide 1 of 4');
    expect(positionText(3, 4)).toBe('Slide 4 of 4');
  });
});
