import { describe, expect, it } from 'vitest';
import { optimizerImageSizes, widgetImageWidths } from '@/lib/image-widths';
import { isProxied, proxiedImageSrc, proxyWidth } from '@/lib/proxied-image';

describe('proxied images', () => {
  it('asks the optimizer for 2.1 times the shown width', () => {
    expect(proxyWidth(160)).toBe(336);
    expect(proxiedImageSrc('/images/photo.jpg', 160)).toBe('/_next/image?url=%2Fimages%2Fphoto.jpg&w=336&q=75');
  });

  it('allows the 2.1x width of every widget width', () => {
    for (const width of widgetImageWidths) expect(optimizerImageSizes).toContain(Math.ceil(width * 2.1));
  });

  it('rounds other widths up to an allowed one', () => {
    expect(proxyWidth(150)).toBeGreaterThanOrEqual(315);
    expect(optimizerImageSizes.concat([640, 750, 828, 1080, 1200, 1920, 2048, 3840])).toContain(proxyWidth(150));
  });

  it('serves SVGs, GIFs and unlisted hosts as they are', () => {
    expect(isProxied('/images/heart.svg')).toBe(false);
    expect(isProxied('/images/products/review-demo.gif')).toBe(false);
    expect(isProxied('https://cdn.elsewhere.example/p.png')).toBe(false);
    expect(proxiedImageSrc('https://cdn.elsewhere.example/p.png', 160)).toBe('https://cdn.elsewhere.example/p.png');
    expect(isProxied('//cdn.elsewhere.example/p.png')).toBe(false);
  });
});
