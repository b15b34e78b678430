// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { saveChoice } from '@/features/consent/client';
import { withNecessary } from '@/features/consent/model';
import { ConsentPixel } from '@/features/pixels/leaves';
import { bootConsent, setupFreshConsent } from '@tests/support/consent';
import { testContext } from '@tests/support/render-widget';
import type { WidgetPage } from '../define';
import { loadData, type PixelTrackerLoaded } from './data.server';
import { fixtures } from './fixtures';
import { PixelTracker } from './PixelTracker';
import { pixelTrackerSchema } from './schema';

/** The page the loader is given: its article and the site's categories, or none (a review page). */
const queries = { article: null as unknown, categories: [] as unknown[] };
const page = () => (queries.article ? ({ article: queries.article, categories: queries.categories, facts: () => [] } as unknown as WidgetPage) : null);

const url = 'https://tracker.greenfield-pantry.example/pixel.gif?campaign=spring-checklist';

function html(data: unknown, loaded?: PixelTrackerLoaded) {
  return renderToStaticMarkup(<PixelTracker data={pixelTrackerSchema.parse(data)} context={testContext} loaded={loaded} />);
}

setupFreshConsent();
afterEach(cleanup);

describe('pixel-tracker schema', () => {
  it('takes only https addresses; empty means no pixel', () => {
    expect(pixelTrackerSchema.safeParse({ widgetFormat: 'pixel-tracker', trackingUrl: url }).success).toBe(true);
    expect(pixelTrackerSchema.safeParse({ widgetFormat: 'pixel-tracker', trackingUrl: '' }).success).toBe(true);
    for (const bad of ['http://tracker.example/p.gif', 'javascript:alert(1)', 'data:image/gif;base64,R0lGOD', '//tracker.example/p.gif', 'https://a.example/p.gif" onerror="x', 'https://user:pw@a.example/p.gif']) {
      expect(pixelTrackerSchema.safeParse({ widgetFormat: 'pixel-tracker', trackingUrl: bad }).success, bad).toBe(false);
    }
    for (const fixture of Object.values(fixtures)) expect(pixelTrackerSchema.safeParse(fixture).success).toBe(true);
  });
});

describe('PixelTracker on the server', () => {
  it('labels the element "no-image-tracking-url-provided" when there is no address (spec 8), with no image', () => {
    for (const data of [fixtures.noUrl, fixtures.emptyUrl]) {
      const out = html(data);
      expect(out).toContain('data-tracking-pixel="no-image-tracking-url-provided"');
      expect(out).toContain('aria-label="no-image-tracking-url-provided"');
      expect(out).toContain('hidden');
      expect(out).not.toContain('<img');
    }
  });

  it('renders nothing where the page does not allow pixels', () => {
    expect(html(fixtures.default)).toBe('');
    expect(html(fixtures.default, { allowed: false })).toBe('');
  });

  it('never puts the image in the cached HTML, even where allowed: consent is asked in the browser', () => {
    const out = html(fixtures.default, { allowed: true });
    expect(out).not.toContain('<img');
    expect(out).not.toContain('tracker.greenfield-pantry');
  });
});

describe('loadData: the health-condition page rule', () => {
  const article = { site: 'healthline', canonicalPath: '/test/widget', pageTemplate: 'article', categories: ['nutrition'] };

  it('allows the pixel on a page whose categories are all marked not a health condition', async () => {
    queries.article = article;
    queries.categories = [{ slug: 'nutrition', healthCondition: false }];
    await expect(loadData(pixelTrackerSchema.parse(fixtures.default), testContext, page())).resolves.toEqual({ allowed: true });
  });

  it('refuses it on a health-condition page, through a parent category, on an unknown category and off any article', async () => {
    queries.article = { ...article, categories: ['diabetes'] };
    queries.categories = [{ slug: 'diabetes', healthCondition: true }];
    await expect(loadData(pixelTrackerSchema.parse(fixtures.default), testContext, page())).resolves.toBeNull();
    queries.categories = [{ slug: 'diabetes', parent: 'conditions', healthCondition: false }, { slug: 'conditions', healthCondition: true }];
    await expect(loadData(pixelTrackerSchema.parse(fixtures.default), testContext, page())).resolves.toBeNull();
    queries.categories = [];
    await expect(loadData(pixelTrackerSchema.parse(fixtures.default), testContext, page())).resolves.toBeNull();
    queries.article = null;
    await expect(loadData(pixelTrackerSchema.parse(fixtures.sponsorTracker), testContext, page())).resolves.toBeNull();
  });

  it('without an address it asks nothing and keeps the label', async () => {
    queries.article = null;
    await expect(loadData(pixelTrackerSchema.parse(fixtures.noUrl), testContext, page())).resolves.toEqual({ allowed: false });
  });
});

describe('ConsentPixel in the browser', () => {
  it('requests the image only after advertising (targeting) consent, 1x1, hidden, without a referrer', async () => {
    bootConsent('gdpr');
    const { container } = render(<ConsentPixel src={url} />);
    expect(container.querySelector('img')).toBeNull();

    await act(async () => {
      saveChoice(withNecessary({ performance: true, functional: true }), { reload: () => undefined });
    });
    expect(container.querySelector('img')).toBeNull();

    await act(async () => {
      saveChoice(withNecessary({ targeting: true }), { reload: () => undefined });
    });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(url);
    expect(img.getAttribute('width')).toBe('1');
    expect(img.getAttribute('height')).toBe('1');
    expect(img.getAttribute('aria-hidden')).toBe('true');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('loads at once when consent was given before, and never for an address that is not https', async () => {
    bootConsent('gdpr');
    saveChoice(withNecessary({ targeting: true }), { reload: () => undefined });
    const { container } = render(<ConsentPixel src={url} />);
    await act(async () => undefined);
    expect(container.querySelector('img')).not.toBeNull();
    cleanup();
    const other = render(<ConsentPixel src="http://tracker.example/p.gif" />);
    await act(async () => undefined);
    expect(other.container.querySelector('img')).toBeNull();
  });
});
