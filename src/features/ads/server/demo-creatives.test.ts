// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { creativeSvg, wrapText } from '@/features/ads/server/creative-svg';
import { demoCreatives, houseSizeNames } from '@/features/ads/server/demo-creatives';

describe('demo house creatives', () => {
  it('are well-formed SVGs of their exact size, for every fixed size and both sites', () => {
    const all = demoCreatives();
    expect(all).toHaveLength(houseSizeNames.length * 2 * 2);
    for (const c of all) {
      const doc = new DOMParser().parseFromString(c.image, 'image/svg+xml');
      expect(doc.querySelector('parsererror')).toBeNull();
      const svg = doc.documentElement;
      expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual([String(c.width), String(c.height)]);
      if (c.width >= 600 || c.height > 100) expect(svg.textContent).toContain(c.site === 'psy' ? 'Wellread Mind' : 'Wellread');
      expect(c.alt).toContain(c.headline);
    }
  });

  it('escapes text and wraps long headlines within the box', () => {
    const svg = creativeSvg({ width: 300, height: 250, siteName: 'A & B', headline: '<b>x</b>', shortHeadline: 'x', cta: 'Go', background: '#000', foreground: '#fff', accent: '#ff0' });
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain('&lt;b&gt;x&lt;/b&gt;');
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', 120, 20, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(Math.floor(120 / (20 * 0.55)));
  });
});
