import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { paidMediaItemWidth, shownPaidMediaItems } from './layout';
import { paidMediaWidgetSchema } from './schema';

const itemTags = (html: string) => [...html.matchAll(/<li [^>]*>/g)].map((m) => m[0]);

describe('paid media widget rules', () => {
  it('shows an item only when it has both an image and a cta url', () => {
    const shown = shownPaidMediaItems([
      { imgSrc: '/a.png', ctaUrl: 'https://shop.example.com/a', title: 'A' },
      { imgSrc: '/b.png', title: 'B' },
      { ctaUrl: 'https://shop.example.com/c', title: 'C' },
      { title: 'D' },
    ]);
    expect(shown.map((i) => i.title)).toEqual(['A']);
  });

  it('sets the item width by the number of shown images: 1 -> 100%, 2 -> 50%, 3 -> auto', () => {
    expect(paidMediaItemWidth(1)).toBe('100%');
    expect(paidMediaItemWidth(2)).toBe('50%');
    expect(paidMediaItemWidth(3)).toBe('auto');
  });
});

describe('paid-media-widget', () => {
  it.each([
    ['default', 3, 'auto'],
    ['twoItems', 2, '50%'],
    ['oneItem', 1, '100%'],
    ['incompleteItems', 1, '100%'],
  ] as const)('%s shows %i items at width %s', async (name, count, width) => {
    const html = await renderWidget('paid-media-widget', fixtures[name]);
    expect(itemTags(html)).toHaveLength(count);
    expect(html).toContain(`data-items="${count}" style="--paid-media-item-width:${width}"`);
  });

  it('renders nothing without a shown item', async () => {
    expect(await renderWidget('paid-media-widget', fixtures.empty)).toBe('');
    expect(await renderWidget('paid-media-widget', { widgetFormat: 'paid-media-widget', items: [{ title: 'x', ctaUrl: 'https://shop.example.com' }] })).toBe('');
  });

  it('links each item through an outbound product link labelled by its cta label', async () => {
    const html = await renderWidget('paid-media-widget', fixtures.default);
    const links = [...html.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)];
    expect(links).toHaveLength(3);
    expect(links.map((m) => m[1]!.replace(/<span[\s\S]*<\/span>/, ''))).toEqual(['Shop Quietnest', 'SHOP NOW AT Amazon', 'See the $1,299 bundle']);
    for (const [tag] of links) {
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="sponsored noopener noreferrer"');
      expect(tag).toContain('correlationId=');
    }
    expect(html).toMatch(/ascsubtag=/);
    expect(html).toContain('deeplink?id=wellread&amp;mid=123');
  });

  it('tracks each item as a product with its position and defaults the alt to "preview"', async () => {
    const tags = itemTags(await renderWidget('paid-media-widget', fixtures.default));
    expect(tags[1]).toContain('data-track="product"');
    expect(tags[1]).toContain('data-track-location="paid-media-widget"');
    expect(tags[1]).toContain('data-track-name="Hushbox white noise machine"');
    expect(tags[1]).toContain('data-track-brand="Amazon"');
    expect(tags[1]).toContain('data-track-position="2"');
    expect(await renderWidget('paid-media-widget', fixtures.missingOptional)).toContain('alt="preview"');
  });

  it('validates the fields', () => {
    const item = { imgSrc: '/a.png', ctaUrl: 'https://shop.example.com/a' };
    expect(paidMediaWidgetSchema.safeParse({ widgetFormat: 'paid-media-widget', items: [item, item, item] }).success).toBe(true);
    expect(paidMediaWidgetSchema.safeParse({ widgetFormat: 'paid-media-widget', items: [item, item, item, item] }).success).toBe(false);
    expect(paidMediaWidgetSchema.safeParse({ widgetFormat: 'paid-media-widget', items: [{ ...item, ctaUrl: 'data:x' }] }).success).toBe(false);
    expect(paidMediaWidgetSchema.safeParse({ widgetFormat: 'paid-media-widget', items: [{ ...item, colour: 'red' }] }).success).toBe(false);
  });
});
