// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const track = vi.fn();
vi.mock('@/features/analytics/track', () => ({ track: (...args: unknown[]) => track(...args) }));

const { renderWidget } = await import('@tests/support/render-widget');
const { onLinkActivated } = await import('@/features/links/link-clicks');
const { fixtures } = await import('./fixtures');
const { detectRetailer, retailerGroups } = await import('./retailer-groups');
const { endOfSectionLinkSchema } = await import('./schema');

const render = (data: unknown) => renderWidget('end-of-section-link', data);

describe('retailer keyword groups', () => {
  it('has three groups: store-and-perks and two meal or food partners', () => {
    expect(retailerGroups.map((g) => g.id)).toEqual(['store-and-perks', 'platejoy', 'wellos']);
  });

  it.each([
    ['https://shop.example/omega-3', 'store-and-perks', 'shop.example'],
    ['https://www.perks.example/join?x=1', 'store-and-perks', 'perks.example'],
    ['https://www.platejoy.com/', 'platejoy', 'PlateJoy'],
    ['http://PlateJoy.com/plans', 'platejoy', 'PlateJoy'],
    ['https://order.wellos.com/box', 'wellos', 'Wellos'],
  ])('%s is in group %s', (url, group, partner) => {
    expect(detectRetailer(url)).toEqual({ group, partner });
  });

  it.each(['/nutrition/x', '#top', 'https://www.cdc.gov/', 'https://cdc.gov/?platejoy=1', 'https://example.com/shop.example', 'https://[bad'])('%s is no retailer', (url) => {
    expect(detectRetailer(url)).toBeNull();
  });
});

describe('end-of-section-link', () => {
  beforeEach(() => {
    track.mockClear();
  });
  afterEach(() => {
    process.env.LOG_LEVEL = 'silent';
    vi.restoreAllMocks();
  });

  it('renders the prompt, the link and the spec data attributes', async () => {
    const html = await render(fixtures.default);
    expect(html).toBe(
      '<div class="endLink" data-prompt="Keep reading:" data-display-text="How to build a balanced plate" data-destination-url="/nutrition/balanced-plate"><p class="line"><span class="prompt">Keep reading: </span><a href="/nutrition/balanced-plate" class="link">How to build a balanced plate</a></p></div>',
    );
    expect(await render(fixtures.noPrompt)).not.toMatch(/data-prompt|class="prompt"/);
  });

  it('makes a retailer link an affiliate link with sponsored rel, a correlation id and the disclosure', async () => {
    const html = await render(fixtures.mealPartner);
    expect(html).toContain('data-retailer-group="platejoy"');
    expect(html).toMatch(/<a href="https:\/\/www.platejoy.com\/" class="link" target="_blank" rel="noopener noreferrer sponsored" data-link="affiliate" data-track="affiliate-link"[^>]*data-correlation-id="[0-9a-f-]{36}"/);
    expect(html).toContain('<p class="disclosure">We may earn a commission from links to PlateJoy. PlateJoy has no say in what we write.</p>');
    const store = await render(fixtures.storeAndPerks);
    expect(store).toContain('We may earn a commission from links to shop.example.');
  });

  it('leaves other outbound links unsponsored and undisclosed', async () => {
    const html = await render(fixtures.outbound);
    expect(html).toContain('rel="noopener noreferrer" data-link="outbound"');
    expect(html).not.toMatch(/sponsored|disclosure|data-retailer-group|data-correlation-id/);
  });

  it('tracks a click on a retailer link through the page link listener', async () => {
    document.body.innerHTML = await render(fixtures.mealPartner);
    const link = document.querySelector('a')!;
    onLinkActivated(link);
    expect(track).toHaveBeenCalledWith(
      'Product Clicked',
      expect.objectContaining({ linkUrl: 'https://www.platejoy.com/', text: 'Try a dietitian-designed meal plan from PlateJoy', correlationId: link.dataset.correlationId }),
    );
  });

  it('logs "Invalid URL format" for an address that does not parse and shows the text without a link', async () => {
    process.env.LOG_LEVEL = 'warn';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await render(fixtures.unparsableUrl);
    expect(html).not.toContain('<a ');
    expect(html).toContain('<span class="text">A link whose address is broken shows as text</span>');
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('"message":"Invalid URL format"');
  });

  it('validates the fields', () => {
    const ok = (data: object) => endOfSectionLinkSchema.safeParse({ widgetFormat: 'end-of-section-link', displayText: 'Go', destinationUrl: '/x', ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ destinationUrl: 'javascript:alert(1)' })).toBe(false);
    expect(ok({ destinationUrl: 'not a url' })).toBe(false);
    expect(ok({ destinationUrl: '' })).toBe(false);
    expect(ok({ displayText: ' ' })).toBe(false);
    expect(ok({ prompt: 'x'.repeat(121) })).toBe(false);
    expect(ok({ 'data-prompt': 'x' })).toBe(false);
  });
});
