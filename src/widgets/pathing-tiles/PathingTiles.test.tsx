import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { pathingTilesSchema } from './schema';
import { fixtures } from './fixtures';

const links = (html: string) => [...html.matchAll(/<a [^>]*>.*?<\/a>/g)].map((m) => m[0]);

describe('pathing-tiles', () => {
  it('renders the hub title and one link per tile, in order, to its url', async () => {
    const html = await renderWidget('pathing-tiles', fixtures.default);
    expect(html).toMatch(/<nav [^>]*aria-labelledby="page1-pathing0-title"/);
    expect(html).toContain('<h2 id="page1-pathing0-title" class="hubTitle">Heart health hub</h2>');
    const hrefs = links(html).map((a) => /href="([^"]+)"/.exec(a)?.[1]);
    expect(hrefs).toEqual(fixtures.default.tiles.map((t) => t.url));
  });

  it('shows tile titles up to 26 characters as they are', async () => {
    const html = await renderWidget('pathing-tiles', fixtures.longTexts);
    const exact = links(html)[0]!;
    expect(exact).toContain('>Exactly twenty-six chars!!</span>');
    expect(exact).not.toContain('title=');
    expect(exact).not.toContain('…');
  });

  it('cuts longer tile titles to 26 characters with an ellipsis and keeps the whole title as the accessible name and title', async () => {
    const html = await renderWidget('pathing-tiles', fixtures.longTexts);
    const long = links(html)[2]!;
    const full = fixtures.longTexts.tiles[2]!.title;
    expect(long).toContain(`title="${full}"`);
    expect(long).toContain('<span aria-hidden="true">A very long tile title tha…</span>');
    expect(long).toContain(`<span class="visually-hidden">${full}</span>`);
  });

  it('cuts the hub title to 60 characters, the whole one kept', async () => {
    const html = await renderWidget('pathing-tiles', fixtures.longTexts);
    const full = fixtures.longTexts.hubTitle;
    expect(html).toContain(`title="${full}"`);
    expect(html).toContain(`<span aria-hidden="true">${full.slice(0, 60).trimEnd()}…</span>`);
    expect(html).toContain(`<span class="visually-hidden">${full}</span>`);
  });

  it('labels the navigation itself when there is no hub title', async () => {
    const html = await renderWidget('pathing-tiles', fixtures.noHubTitle);
    expect(html).toContain('aria-label="Related articles"');
    expect(html).not.toContain('<h2');
  });

  it('has no hub CTA, no card images and no descriptions', async () => {
    const html = await renderWidget('pathing-tiles', fixtures.default);
    expect(html).not.toContain('VISIT HUB');
    expect(html).not.toContain('<img');
    expect(html).not.toContain(fixtures.default.tiles[0]!.description);
  });

  it('renders nothing without tiles', async () => {
    expect(await renderWidget('pathing-tiles', fixtures.empty)).toBe('');
  });

  it('rejects bad input', () => {
    const ok = { widgetFormat: 'pathing-tiles', tiles: [{ title: 'A', url: '/a' }] };
    expect(pathingTilesSchema.safeParse(ok).success).toBe(true);
    expect(pathingTilesSchema.safeParse({ ...ok, tiles: [{ title: 'A', url: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(pathingTilesSchema.safeParse({ ...ok, tiles: [{ title: ' ', url: '/a' }] }).success).toBe(false);
    expect(pathingTilesSchema.safeParse({ ...ok, tiles: Array.from({ length: 25 }, () => ({ title: 'A', url: '/a' })) }).success).toBe(false);
    expect(pathingTilesSchema.safeParse({ ...ok, hubTitle: 'x'.repeat(201) }).success).toBe(false);
    expect(pathingTilesSchema.safeParse({ ...ok, colour: 'red' }).success).toBe(false);
  });
});
