import { describe, expect, it } from 'vitest';
import { activePosition, breakpointAt, loadAboveAt, reservedBox, reservedHeights, settingAt, sizesAt } from '@/features/ads/positions';
import { adPositions } from '@/features/ads/sizes';
import { labelBand, slotBoxStyle, topAdHeight } from '@/features/ads/components/AdSlot';

describe('breakpoints', () => {
  it('follows the spec breakpoints 768, 990 and 1100 px', () => {
    expect([0, 767, 768, 989, 990, 1099, 1100, 1920].map(breakpointAt)).toEqual([
      'base',
      'base',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
      'largeDesktop',
      'largeDesktop',
    ]);
  });

  it('inherits the nearest smaller breakpoint’s setting', () => {
    expect(settingAt('DLB1', 'desktop')).toEqual(settingAt('DLB1', 'tablet'));
    expect(settingAt('DMR1', 'largeDesktop').ads).toEqual(['mediumRectangle']);
    expect(settingAt('MMR1', 'largeDesktop').ads).toEqual([]);
  });

  it('every position has a base setting and ads at some width', () => {
    for (const position of adPositions) {
      expect([375, 800, 1000, 1200].some((w) => sizesAt(position, w).length > 0)).toBe(true);
    }
  });
});

describe('sizes at a width', () => {
  it('leaderboard header: none on mobile, leaderboard from tablet, large leaderboard first from 1100', () => {
    expect(sizesAt('DLB1', 375)).toEqual([]);
    expect(sizesAt('DLB1', 800)).toEqual(['leaderboard']);
    expect(sizesAt('DLB1', 1280)).toEqual(['largeLeaderboard', 'leaderboard']);
  });

  it('mobile positions stop at 768, desktop rectangles start at 990', () => {
    expect(sizesAt('MMR1', 767)).toEqual(['mediumRectangle']);
    expect(sizesAt('MMR1', 768)).toEqual([]);
    expect(sizesAt('DMR2', 989)).toEqual([]);
    expect(sizesAt('DMR2', 990)).toEqual(['mediumRectangle']);
  });

  it('loadAbove comes from the setting, with a default', () => {
    expect(loadAboveAt('DLB1', 800)).toBe(0);
    expect(loadAboveAt('DLB2', 1280)).toBe(600);
    expect(loadAboveAt('DLB2', 800)).toBe(400);
  });

  it('picks the position of a slot that has ads at the width', () => {
    expect(activePosition(['MMR1', 'DLB2'], 375)).toBe('MMR1');
    expect(activePosition(['MMR1', 'DLB2'], 1000)).toBe('DLB2');
    expect(activePosition(['MMR2'], 1000)).toBeNull();
  });
});

describe('reserved space', () => {
  it('reserves the largest width and height of the sizes, ignoring fluid and the pixel', () => {
    expect(reservedBox(['DLB1'], 'largeDesktop')).toEqual({ width: 970, height: 90 });
    expect(reservedBox(['MLB1'], 'base')).toEqual({ width: 320, height: 50 });
    expect(reservedHeights(['MMR1', 'DLB2'])).toEqual({ base: 250, tablet: 90, desktop: 90, largeDesktop: 90 });
    expect(reservedHeights(['MMR2'])).toEqual({ base: 250, tablet: 0, desktop: 0, largeDesktop: 0 });
  });

  it('turns reserved space into per-breakpoint CSS, the leaderboard header with its 40 px top space', () => {
    expect(slotBoxStyle(['DLB1'], 'header')).toMatchObject({ '--slot-d0': 'none', '--slot-d1': 'flex', '--slot-h1': `${90 + topAdHeight}px`, '--slot-w3': '970px' });
    expect(topAdHeight).toBe(40);
    expect(slotBoxStyle(['MMR1', 'DLB2'], 'inline')).toMatchObject({ '--slot-h0': `${250 + labelBand}px`, '--slot-w0': '300px', '--slot-h1': `${90 + labelBand}px` });
  });

  it('the sticky bottom ad’s body padding (Page.module.css, 74px) matches MLB1 plus its label', () => {
    expect(reservedBox(['MLB1'], 'base').height + labelBand).toBe(74);
  });
});
