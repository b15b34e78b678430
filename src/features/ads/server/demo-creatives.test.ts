// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adSizes } from '@/features/ads/sizes';
import { creativeSvg, CreativeFitError, layoutCreative, wrapLines, type CreativeArt } from '@/features/ads/server/creative-svg';
import { fontMetrics, textWidth } from '@/features/ads/server/creative-metrics';
import { demoCreatives, houseSizeNames } from '@/features/ads/server/demo-creatives';

const art = (extra: Partial<CreativeArt> = {}): CreativeArt => ({
  width: 300,
  height: 250,
  siteName: 'Wellread',
  copy: ['Get practical health tips in your inbox every week', 'Weekly health tips'],
  cta: 'Sign up free',
  background: '#0b5c5c',
  foreground: '#ffffff',
  accent: '#ffd66b',
  ...extra,
});

/** The demo's copy per site and promotion, as the creatives are drawn from it (demo-creatives.ts). */
const demoArt = () =>
  demoCreatives().map((c) => {
    const svg = new DOMParser().parseFromString(c.image, 'image/svg+xml');
    return { creative: c, svg };
  });

describe('demo house creatives', () => {
  it('are well-formed SVGs of their exact size, for every fixed size and both sites', () => {
    const all = demoArt();
    expect(all).toHaveLength(houseSizeNames.length * 2 * 2);
    for (const { creative: c, svg } of all) {
      expect(svg.querySelector('parsererror')).toBeNull();
      const root = svg.documentElement;
      expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual([String(c.width), String(c.height)]);
      if (c.width >= 600 || c.height > 100) expect(root.textContent).toContain(c.site === 'psy' ? 'Wellread Mind' : 'Wellread');
    }
  });

  it('draw the headline whole in every size: the longest version that fits, never cut off, and the alt text says it', () => {
    for (const { creative: c, svg } of demoArt()) {
      const drawn = [...svg.querySelectorAll('text')].map((t) => t.textContent ?? '');
      expect(drawn.join(' '), `${c.site} ${c.promo} ${c.size}`).not.toContain('…');
      // The headline's lines, put back together, are one whole version of the copy, and the alt text names that version.
      const headline = drawn.slice(c.width >= 600 || c.height > 100 ? 1 : 0, -1).join(' ');
      expect(c.alt, `${c.size}`).toBe(`${c.site === 'psy' ? 'Wellread Mind' : 'Wellread'}: ${headline}. ${drawn.at(-1)}.`);
    }
    // The phone leaderboard that cut "Weekly calm, practica…" short (issue 32) now draws a version whole.
    const phone = demoCreatives().find((c) => c.site === 'psy' && c.promo === 'newsletter' && c.size === 'mobileLeaderboard')!;
    expect(phone.alt).toMatch(/^Wellread Mind: (Calm, practical mental health tips every week|Calm, practical tips every week|Weekly calm tips)\. Sign up free\.$/);
  });

  it('fit every line inside the box and clear of each other, at a readable size, for every demo creative and size', () => {
    const sites = { healthline: 'Wellread', psy: 'Wellread Mind' } as const;
    for (const c of demoCreatives()) {
      const [width, height] = adSizes[c.size] as readonly [number, number];
      // The copy the creative was drawn from: its alt text names the version; re-lay it out alone.
      const copy = c.alt.slice(sites[c.site].length + 2, c.alt.lastIndexOf('. ', c.alt.length - 2));
      const cta = c.alt.slice(c.alt.lastIndexOf('. ', c.alt.length - 2) + 2, -1);
      const layout = layoutCreative(art({ width, height, siteName: sites[c.site], copy: [copy], cta }));
      const label = `${c.site} ${c.promo} ${c.size}`;
      const boxes = layout.runs.map((run) => {
        const left = run.anchor === 'middle' ? run.x - run.width / 2 : run.x;
        const box = { left, right: left + run.width, top: run.baseline - (fontMetrics.winAscent / 1000) * run.size, bottom: run.baseline + (fontMetrics.winDescent / 1000) * run.size };
        expect(run.width, label).toBeCloseTo(textWidth(run.text, run.size));
        expect(box.left, label).toBeGreaterThanOrEqual(0);
        expect(box.right, label).toBeLessThanOrEqual(width);
        expect(box.top, label).toBeGreaterThanOrEqual(0);
        expect(box.bottom, label).toBeLessThanOrEqual(height);
        expect(run.size, label).toBeGreaterThanOrEqual(run.role === 'headline' ? (height > 100 ? 16 : 12) : 12);
        if (run.role === 'cta') {
          expect(box.left, label).toBeGreaterThanOrEqual(layout.pill.x);
          expect(box.right, label).toBeLessThanOrEqual(layout.pill.x + layout.pill.width);
        }
        return { ...box, role: run.role };
      });
      const pill = { left: layout.pill.x, right: layout.pill.x + layout.pill.width, top: layout.pill.y, bottom: layout.pill.y + layout.pill.height };
      expect(pill.right, label).toBeLessThanOrEqual(width);
      expect(pill.bottom, label).toBeLessThanOrEqual(height);
      const overlap = (a: typeof pill, b: typeof pill) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const text = boxes.filter((b) => b.role !== 'cta');
      for (const b of text) expect(overlap(b, pill), `${label}: text clear of the button`).toBe(false);
      // Lines of one block may touch at their extremes (accents over descenders); different blocks never.
      for (const a of text) for (const b of text) if (a !== b && a.role !== b.role) expect(overlap(a, b), `${label}: ${a.role} clear of ${b.role}`).toBe(false);
    }
  });

  it('are set in the site’s own face, embedded: an SVG in an <img> may not load a font from anywhere else', () => {
    const fontUrl = 'data:font/woff2;base64,d09GMgABAAAA';
    const [creative] = demoCreatives(fontUrl);
    expect(creative!.image).toContain(`@font-face{font-family:'Wellread Creative';src:url(${fontUrl}) format('woff2');font-weight:200 900}`);
    expect(creative!.image).toContain("text{font-family:'Wellread Creative', 'Source Sans 3', Arial, sans-serif;font-weight:700}");
    expect(creative!.image).not.toContain('system-ui');
  });
});

describe('creative layout', () => {
  it('escapes text', () => {
    const svg = creativeSvg(art({ siteName: 'A & B', copy: ['<b>x</b>'] }));
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('takes a shorter version where the headline does not fit, and refuses a box no version fits', () => {
    expect(layoutCreative(art({ width: 300, height: 50, copy: ['A headline far too long to be read in a small phone leaderboard at any size', 'Short one'] })).copy).toBe('Short one');
    expect(() => layoutCreative(art({ width: 300, height: 50, copy: ['Nothing here fits a small phone leaderboard, not even at the smallest size we allow'] }))).toThrow(CreativeFitError);
  });

  it('wraps by measured width, and gives up on a word wider than the line or too many lines', () => {
    const lines = wrapLines('one two three four five six seven eight nine ten eleven twelve', 120, 20, 10)!;
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 20)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten eleven twelve');
    expect(wrapLines('one two three four five six seven eight nine ten eleven twelve', 120, 20, 2)).toBeNull();
    expect(wrapLines('incomprehensibilities', 60, 20, 3)).toBeNull();
  });
});
