import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { widgetDef } from '@/widgets/registry';
import { aaContrast, contrastRatio, darkText, lightText, textColourOn } from '@/lib/contrast';
import { fixtures } from './fixtures';
import { schemeColours, widgetCallOutSchema } from './schema';

// Every fixed size has a house creative, whatever the local database holds.
vi.mock('@/features/ads/server/inventory.server', async () => (await import('@tests/support/house-ads')).houseInventory());

const render = (data: unknown) => renderWidget('widget-call-out', data);

describe('widget-call-out', () => {
  it('declares an ad slot after it, and the slot follows the widget, outside it', async () => {
    expect(widgetDef('widget-call-out')?.adSlotAfter).toBe(true);
    const html = renderToStaticMarkup(
      await RenderWidgets({
        body: [fixtures.default, { type: 'html', html: '<p>Next paragraph</p>' }],
        site: 'healthline',
        region: 'us',
        canonicalPath: '/test/call-out-ad',
      }),
    );
    const widgetStart = html.indexOf('data-widget="widget-call-out"');
    const slot = html.search(/data-slot="[^"]+"[^>]*data-slot-kind="inline"/);
    expect(widgetStart).toBeGreaterThan(-1);
    expect(slot).toBeGreaterThan(html.indexOf('Signs of sleep apnea to talk with a doctor about'));
    expect(slot).toBeLessThan(html.indexOf('Next paragraph'));
    // The call-out's own markup holds no slot.
    const callout = await render(fixtures.default);
    expect(callout).not.toContain('data-slot');
  });

  it('renders a multiArticleText list as bullets, with the header, icon and whisper', async () => {
    const html = await render(fixtures.default);
    expect(html).toContain('<p class="whisper">From our editors</p>');
    expect(html).toMatch(/<h2 class="title"><svg[^>]*aria-hidden="true"[^>]*data-icon="book"[\s\S]*?<span>Keep reading about sleep<\/span><\/h2>/);
    expect(html).toMatch(/<ul class="bullets" data-driver-type="multiArticleText"><li class="line"><a href="\/sleep\/how-much-sleep-do-you-need" class="link">How much sleep do you need\?<\/a><span class="entryText"> What the research says for each age.<\/span><\/li>/);
    expect(html.match(/<li /g)).toHaveLength(3);
  });

  it('renders plain lines, not a list, when isBullets is false', async () => {
    const html = await render(fixtures.plainLines);
    expect(html).not.toMatch(/<ul|<li/);
    expect(html).toMatch(/<div class="lines" data-driver-type="multiArticleText"><p class="line"><strong class="entryTitle">Water<\/strong>/);
  });

  it('shows the content series title linked, its icon and single author, in its colour scheme', async () => {
    const html = await render(fixtures.contentSeries);
    expect(html).toMatch(/<p class="series"><svg[^>]*data-icon="heart"[\s\S]*?<a href="\/diabetes" class="link">Living well with diabetes<\/a><span class="author">By Dana Ortiz, RD<\/span><\/p>/);
    expect(html).toContain('data-scheme="plum"');
    expect(html).toContain(`--callout-bg:${schemeColours.plum.background}`);
    // A series given without isContentSeries is not shown.
    const off = await render({ ...fixtures.contentSeries, items: [{ ...fixtures.contentSeries.items[0], isContentSeries: false }] });
    expect(off).not.toContain('Living well with diabetes');
    expect(off).toContain('data-scheme="default"');
  });

  it('every colour scheme keeps its text at AA contrast', () => {
    for (const { background, text } of Object.values(schemeColours)) expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(aaContrast);
  });

  it('picks dark or light text for AA contrast on any brand colour', async () => {
    expect(textColourOn('#1f3a93').colour).toBe(lightText);
    expect(textColourOn('#f2c94c').colour).toBe(darkText);
    expect(textColourOn('#ffffff').colour).toBe(darkText);
    expect(textColourOn('#000000').colour).toBe(lightText);
    // The hardest backgrounds for black-or-white text.
    for (const colour of ['#777777', '#7e7e7e', '#dc4e28', '#38860a', '#e51b86', '#826ea8', '#0b5c5c']) {
      expect(textColourOn(colour).ratio, colour).toBeGreaterThanOrEqual(aaContrast);
    }
    for (let i = 0; i < 2000; i++) {
      const colour = `#${Math.floor(Math.random() * 0x1000000).toString(16).padStart(6, '0')}`;
      expect(textColourOn(colour).ratio, colour).toBeGreaterThanOrEqual(aaContrast);
    }
    const html = await render(fixtures.brandColour);
    expect(html).toContain('--callout-bg:#1f3a93;--callout-text:#ffffff');
    expect(html).toContain('--callout-bg:#f2c94c;--callout-text:#000000');
  });

  it('marks its affiliate links for the call-out rule and gives them a correlation id', async () => {
    const html = await render(fixtures.brandColour);
    expect(html).toContain('<div class="callout" data-affiliate-links="callout">');
    expect(html).toMatch(/<a href="https:\/\/www.amazon.com\/Omega-Fish-Oil\/dp\/B0FISHOIL1" class="link" target="_blank" rel="noopener noreferrer sponsored" data-link="affiliate" data-track="affiliate-link"[^>]*data-correlation-id="[0-9a-f-]{36}"/);
  });

  it('reserves the wave strip but loads no wave image in the server HTML', async () => {
    const html = await render(fixtures.default);
    expect(html).toContain('data-wave="pending"');
    expect(html).toContain('<span class="wave" aria-hidden="true"></span>');
    expect(html).not.toContain('call-out-wave.svg');
  });

  it('renders nothing without any box content, and skips empty boxes', async () => {
    expect(await render(fixtures.empty)).toBe('');
    expect(await render({ widgetFormat: 'widget-call-out', items: [{ isBullets: true }, { headerTitle: '   ' }] })).toBe('');
    const html = await render({ widgetFormat: 'widget-call-out', items: [{}, { headerTitle: 'Kept' }] });
    expect(html.match(/data-callout-item=/g)).toHaveLength(1);
  });

  it('sanitizes content HTML', async () => {
    const html = await render({ widgetFormat: 'widget-call-out', items: [{ content: '<p onclick="x()">Hi<script>alert(1)</script><iframe src="https://x.test"></iframe></p>' }] });
    expect(html).toContain('<p>Hi</p>');
    expect(html).not.toMatch(/script|iframe|onclick/);
  });

  it('validates the fields', () => {
    const ok = (item: object) => widgetCallOutSchema.safeParse({ widgetFormat: 'widget-call-out', items: [item] }).success;
    expect(ok({ headerTitle: 'x' })).toBe(true);
    expect(ok({ driverType: 'singleArticle' })).toBe(false);
    expect(ok({ headerIcon: 'https://icons.test/x.svg' })).toBe(false);
    expect(ok({ isBrandPage: true, brandPage: { brandColor: 'red' } })).toBe(false);
    expect(ok({ isBrandPage: true, brandPage: { brandColor: '#ABC' } })).toBe(true);
    expect(widgetCallOutSchema.parse({ widgetFormat: 'widget-call-out', items: [{ brandPage: { brandColor: '#ABC' } }] }).items[0]!.brandPage!.brandColor).toBe('#aabbcc');
    expect(ok({ contentSeries: { title: 'S', color_scheme: 'neon' } })).toBe(false);
    expect(ok({ list: [{ title: 'x', url: 'javascript:alert(1)' }] })).toBe(false);
    expect(ok({ list: Array.from({ length: 11 }, () => ({ title: 'x' })) })).toBe(false);
    expect(ok({ headerTitle: 'x'.repeat(161) })).toBe(false);
    expect(ok({ optionalWhisper: 'x'.repeat(81) })).toBe(false);
    expect(ok({ colour: 'red' })).toBe(false);
    expect(widgetCallOutSchema.safeParse({ widgetFormat: 'widget-call-out', items: Array.from({ length: 5 }, () => ({})) }).success).toBe(false);
  });
});
