// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pixelAllowedOn, type PixelCategory } from '@/features/analytics/pixel/rule';
import { bootConsent, clearCookies } from '@tests/support/consent';

const categories: PixelCategory[] = [
  { slug: 'nutrition', healthCondition: false },
  { slug: 'recipes', parent: 'nutrition', healthCondition: false },
  { slug: 'diabetes', parent: 'nutrition', healthCondition: true },
  { slug: 'cooking', parent: 'diabetes', healthCondition: false },
  { slug: 'heart-health', healthCondition: true },
];

describe('pixel rule: never on health-condition pages', () => {
  it('allows an article whose categories and their parents are all general topics', () => {
    expect(pixelAllowedOn({ pageTemplate: 'article', categories: ['nutrition', 'recipes'] }, categories)).toBe(true);
  });

  it('refuses an article in a health-condition category, under one, in an unknown category or without a category', () => {
    expect(pixelAllowedOn({ pageTemplate: 'article', categories: ['nutrition', 'heart-health'] }, categories)).toBe(false);
    expect(pixelAllowedOn({ pageTemplate: 'article', categories: ['cooking'] }, categories)).toBe(false);
    expect(pixelAllowedOn({ pageTemplate: 'article', categories: ['unknown'] }, categories)).toBe(false);
    expect(pixelAllowedOn({ pageTemplate: 'article', categories: [] }, categories)).toBe(false);
  });

  it('never on transactional or marketing-landing pages; static pages unless in a health-condition category', () => {
    expect(pixelAllowedOn({ pageTemplate: 'transactional', categories: ['nutrition'] }, categories)).toBe(false);
    expect(pixelAllowedOn({ pageTemplate: 'marketing-landing', categories: ['nutrition'] }, categories)).toBe(false);
    expect(pixelAllowedOn({ pageTemplate: 'static', categories: [] }, categories)).toBe(true);
    expect(pixelAllowedOn({ pageTemplate: 'static', categories: ['heart-health'] }, categories)).toBe(false);
  });
});

describe('Meta pixel loading', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    clearCookies();
    document.head.innerHTML = '';
    delete (window as { fbq?: unknown }).fbq;
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  const script = () => document.querySelector('script[src*="connect.facebook.net"]');
  const calls = () => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue;

  it('loads nothing without targeting consent, then loads when the reader grants it (no reload)', async () => {
    bootConsent('gdpr');
    const { startMetaPixel } = await import('@/features/analytics/pixel/meta-pixel');
    const { saveChoice } = await import('@/features/consent/client');
    startMetaPixel('1234567890');
    expect(script()).toBeNull();
    saveChoice({ performance: true });
    expect(script()).toBeNull();
    saveChoice({ targeting: true });
    expect(script()).not.toBeNull();
    expect(calls()).toEqual([
      ['set', 'autoConfig', false, '1234567890'],
      ['init', '1234567890'],
      ['consent', 'grant'],
      ['track', 'PageView'],
    ]);
  });

  it('sends only the event name and the percent at 25, 50 and 75', async () => {
    bootConsent('us');
    const { startMetaPixel } = await import('@/features/analytics/pixel/meta-pixel');
    startMetaPixel('1234567890');
    Object.defineProperty(window, 'scrollY', { value: 4000, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(500);
    expect(calls().slice(4)).toEqual([
      ['trackCustom', 'ScrollDepth', { percent: 25 }],
      ['trackCustom', 'ScrollDepth', { percent: 50 }],
      ['trackCustom', 'ScrollDepth', { percent: 75 }],
    ]);
  });

  it('reports a script that fails to load as Failed to load script "{src}"', async () => {
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      bootConsent('us');
      const { startMetaPixel, metaPixelScriptSrc } = await import('@/features/analytics/pixel/meta-pixel');
      startMetaPixel('1234567890');
      script()!.dispatchEvent(new Event('error'));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/api/errors');
      expect(JSON.parse(init!.body as string)).toMatchObject({ message: `Failed to load script "${metaPixelScriptSrc}"`, context: { feature: 'pixel' } });
      expect(script()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a US reader who opted out of sale and sharing (GPC) never loads it', async () => {
    bootConsent('us', true);
    const { startMetaPixel } = await import('@/features/analytics/pixel/meta-pixel');
    startMetaPixel('1234567890');
    expect(script()).toBeNull();
  });
});
