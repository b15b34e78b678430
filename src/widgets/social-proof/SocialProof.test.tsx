import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { SocialProofIcon } from './icons';
import { itemWidth, shownItems } from './layout';
import { socialProofIcons, socialProofSchema } from './schema';

const widths = (html: string) => [...html.matchAll(/data-width="([^"]+)"/g)].map((m) => m[1]);

describe('social-proof', () => {
  it('sizes items 100%, 50% or 33.33% by how many show', () => {
    expect(itemWidth(1)).toBe('100%');
    expect(itemWidth(2)).toBe('50%');
    expect(itemWidth(3)).toBe('33.33%');
  });

  it.each([
    ['oneItem', ['100%']],
    ['twoItems', ['50%', '50%']],
    ['default', ['33.33%', '33.33%', '33.33%']],
  ] as const)('renders %s with widths %j through the --item-width property', async (name, expected) => {
    const html = await renderWidget('social-proof', fixtures[name]);
    expect(widths(html)).toEqual(expected);
    expect(html).toContain(`style="--item-width:${expected[0]}"`);
  });

  it('shows an item only with both its icon and main text, and counts only those for the width', async () => {
    const html = await renderWidget('social-proof', fixtures.incompleteItemsHidden);
    expect(html).toContain('Medication guides');
    expect(html).not.toContain('not shown');
    expect(widths(html)).toEqual(['100%']);
    expect(shownItems([{ icon: 'star' }, { mainText: 'x' }, { icon: 'star', mainText: '' }])).toEqual([]);
  });

  it('renders nothing when no item shows', async () => {
    expect(await renderWidget('social-proof', fixtures.empty)).toBe('');
    expect(await renderWidget('social-proof', { widgetFormat: 'social-proof', items: [{ mainText: 'No icon' }] })).toBe('');
  });

  it('renders the sub text when present', async () => {
    const html = await renderWidget('social-proof', fixtures.twoItems);
    expect(html).toContain('<span class="subText">Start with the numbers that matter</span>');
    expect(html.match(/class="subText"/g)).toHaveLength(1);
  });

  it.each(socialProofIcons)('draws the %s icon as a decorative inline SVG of its own', (name) => {
    const svg = renderToStaticMarkup(<SocialProofIcon name={name} />);
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).toContain('focusable="false"');
    expect(svg).toMatch(/<(path|circle|rect) /);
  });

  it('has all 15 spec icons, each drawn differently', () => {
    expect(socialProofIcons).toHaveLength(15);
    const drawings = socialProofIcons.map((name) => renderToStaticMarkup(<SocialProofIcon name={name} />).replace(/data-icon="[^"]+"/, ''));
    expect(new Set(drawings).size).toBe(15);
  });

  it('allows at most 3 items and only the listed icons', () => {
    const item = { icon: 'star', mainText: 'x' };
    expect(socialProofSchema.safeParse({ widgetFormat: 'social-proof', items: [item, item, item] }).success).toBe(true);
    expect(socialProofSchema.safeParse({ widgetFormat: 'social-proof', items: [item, item, item, item] }).success).toBe(false);
    expect(socialProofSchema.safeParse({ widgetFormat: 'social-proof', items: [{ icon: 'rocket', mainText: 'x' }] }).success).toBe(false);
    expect(socialProofSchema.safeParse({ widgetFormat: 'social-proof', items: [{ ...item, mainText: 'x'.repeat(81) }] }).success).toBe(false);
  });

  it('stacks three items on narrow screens', () => {
    const css = readFileSync(path.join(__dirname, 'SocialProof.module.css'), 'utf8');
    expect(css).toMatch(/@media \(max-width: 599px\)\s*{\s*\.socialProof\[data-count='3'\] \.item\s*{\s*flex-basis: 100%;/);
  });
});
