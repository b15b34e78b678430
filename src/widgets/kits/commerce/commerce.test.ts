import { describe, expect, it } from 'vitest';
import { cardAnchorId } from '@/widgets/kits/commerce/anchors';
import { isCardBlocked } from '@/widgets/kits/commerce/page-rules';
import { barWidthPercent, formatScore, headlineScore, scoreBars } from '@/widgets/kits/commerce/score';
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

describe('scores', () => {
  const criteria = [
    { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.2 },
    { scoreCriteriaName: 'Taste', scoreCriteriaValue: 3.5 },
    { scoreCriteriaName: 'Value', scoreCriteriaValue: 5 },
  ];

  it('takes the headline from Overall, else the rating, else 4.5', () => {
    expect(headlineScore(criteria, 3)).toBe(4.2);
    expect(headlineScore(criteria.slice(1), 3.9)).toBe(3.9);
    expect(headlineScore([])).toBe(4.5);
  });

  it('skips Overall in the bars and sizes a bar as score / 5', () => {
    expect(scoreBars(criteria).map((c) => c.scoreCriteriaName)).toEqual(['Taste', 'Value']);
    expect(barWidthPercent(3.5)).toBe(70);
    expect(barWidthPercent(5)).toBe(100);
    expect(barWidthPercent(7)).toBe(100);
    expect(formatScore(4.5)).toBe('4.5');
    expect(formatScore(5)).toBe('5.0');
  });
});

describe('page rules and placements', () => {
  it('builds card anchors as page{n}-card{hash}', () => {
    expect(cardAnchorId(1, 'brightwell-d3')).toBe('page1-cardbrightwell-d3');
    expect(cardAnchorId(2, 'a b"<c')).toBe('page2-cardabc');
  });

  it('hides cards on blocked paths unless a commerce-propensity placement is active', () => {
    expect(isCardBlocked('/test/commerce-blocked', false)).toBe(true);
    expect(isCardBlocked('/test/commerce-blocked', true)).toBe(false);
    expect(isCardBlocked('/nutrition/fiber-basics', false)).toBe(false);
  });
});
