import { describe, expect, it } from 'vitest';
import { activePosition, breakpointAt, loadAboveAt, reservedBox, reservedHeights, settingAt, sizesAt, sizesThatFit, slotCandidates } from '@/features/ads/positions';
import { adPositions } from '@/features/ads/sizes';
import { labelBand, slotBoxStyle, slotHasSpace, topAdHeight } from '@/features/ads/components/AdSlot';
import { houseSizeNames } from '@/features/ads/server/demo-creatives';
import type { AdSizeName } from '@/features/ads/sizes';

const all: ReadonlySet<AdSizeName> = new Set(houseSizeNames);

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
    expect(reservedHeights(['MMR2'])).toEqual({ base: 250, tablet: 0, desktop: 0, largeDesktop: 0 });
    expect(reservedHeights(['MMR2'])).toEqual({ base: 250, tablet: 0, desktop: 0, largeDesktop: 0 });
  });

  it('turns reserved space into per-breakpoint CSS, the leaderboard header with its 40 px top space', () => {
    expect(slotBoxStyle(['DLB1'], 'header', all)).toMatchObject({
      '--slot-d0': 'none',
      '--slot-d1': 'flex',
      '--slot-ah1': `${90 + topAdHeight}px`,
      '--slot-aw3': '970px',
      // Where 970 does not fit the page's width, the 728 leaderboard.
      '--slot-bw3': '728px',
    });
    expect(topAdHeight).toBe(40);
    expect(slotBoxStyle(['MMR1', 'DLB2'], 'inline', all)).toMatchObject({ '--slot-ah0': `${250 + labelBand}px`, '--slot-aw0': '300px', '--slot-ah1': `${90 + labelBand}px` });
  });

  it('an inline leaderboard falls back to a medium rectangle where 728 px does not fit the text column', () => {
    expect(slotCandidates(['MMR1', 'DLB2'], 'desktop')).toEqual([
      { width: 728, height: 90 },
      { width: 300, height: 250 },
    ]);
    expect(slotBoxStyle(['MMR1', 'DLB2'], 'inline', all)).toMatchObject({ '--slot-bw2': '300px', '--slot-bh2': `${250 + labelBand}px` });
  });

  it('reserves only sizes a fill is expected for, and nothing at all when none is', () => {
    expect(slotCandidates(['DLB1'], 'largeDesktop', (s) => s === 'leaderboard')).toEqual([{ width: 728, height: 90 }]);
    expect(slotCandidates(['DMR1'], 'desktop', () => false)).toEqual([]);
    const none = slotBoxStyle(['DMR1'], 'end', new Set());
    expect(none).toMatchObject({ '--slot-d2': 'none', '--slot-ah2': '0px' });
    expect(slotHasSpace(none)).toBe(false);
    expect(slotHasSpace(slotBoxStyle(['DMR1'], 'end', new Set(['mediumRectangle'])))).toBe(true);
  });

  it('asks only for sizes that fit the reserved box, so no creative overhangs its column', () => {
    expect(sizesThatFit('DLB2', 1366, { width: 300, height: 250 })).toEqual(['mediumRectangle']);
    expect(sizesThatFit('DLB2', 1366, { width: 728, height: 90 })).toEqual(['leaderboard']);
    expect(sizesThatFit('DLB1', 1366, { width: 970, height: 90 })).toEqual(['largeLeaderboard', 'leaderboard']);
    expect(sizesThatFit('MMR1', 320, { width: 288, height: 250 })).toEqual([]);
  });

  it('the sticky bottom ad’s body padding (Page.module.css, 74px) matches MLB1 plus its label', () => {
    expect(reservedBox(['MLB1'], 'base').height + labelBand).toBe(74);
  });
});
