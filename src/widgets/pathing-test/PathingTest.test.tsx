import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';

describe('pathing-test', () => {
  it('shows the tiles and a "VISIT HUB" link to the hub, named with the hub title', async () => {
    const html = await renderWidget('pathing-test', fixtures.default);
    expect(html).toMatch(/<a class="cta" href="\/heart-health"[^>]*>VISIT HUB<span class="visually-hidden">: Heart health hub<\/span><\/a>/);
    expect(html.match(/class="link"/g)).toHaveLength(4);
  });

  it('uses the editor CTA text when given', async () => {
    const html = await renderWidget('pathing-test', fixtures.longTexts);
    expect(html).toContain('>See every heart health article<');
    expect(html).not.toContain('VISIT HUB');
  });

  it('has no CTA without a hub url', async () => {
    const html = await renderWidget('pathing-test', fixtures.oneTile);
    expect(html).not.toContain('class="cta"');
  });

  it('truncates tile titles to 26 characters', async () => {
    const html = await renderWidget('pathing-test', fixtures.longTexts);
    expect(html).toContain('<span aria-hidden="true">Twenty-seven characters no…</span>');
  });
});
