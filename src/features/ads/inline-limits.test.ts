import { describe, expect, it } from 'vitest';
import { inlineAdLimits, inlineKindAt, inlineKindsFor, inlinePositions, isCpuvPage } from '@/features/ads/inline-limits';

describe('inline ad kind', () => {
  it('is a medium rectangle on breakpoint 0 and a leaderboard above it', () => {
    expect(inlineKindAt(375)).toBe('mediumRectangle');
    expect(inlineKindAt(767)).toBe('mediumRectangle');
    expect(inlineKindAt(768)).toBe('leaderboard');
    expect(inlineKindAt(1400)).toBe('leaderboard');
  });
});

describe('inline ad limits', () => {
  it('5 medium rectangles and 3 leaderboards, 3 and 2 on CPUV pages', () => {
    expect(inlineAdLimits.standard).toEqual({ mediumRectangle: 5, leaderboard: 3 });
    expect(inlineAdLimits.cpuv).toEqual({ mediumRectangle: 3, leaderboard: 2 });
  });

  it('gives each slot the kinds still within the limits', () => {
    const kinds = [1, 2, 3, 4, 5, 6].map((n) => inlineKindsFor(n, inlineAdLimits.standard));
    expect(kinds.map((k) => k.mediumRectangle)).toEqual([true, true, true, true, true, false]);
    expect(kinds.map((k) => k.leaderboard)).toEqual([true, true, true, false, false, false]);
  });

  it('positions: MMR1 then MMR2 on mobile, DLB2 from tablet up, dropped past the limits', () => {
    expect(inlinePositions(1, inlineAdLimits.standard)).toEqual(['MMR1', 'DLB2']);
    expect(inlinePositions(2, inlineAdLimits.standard)).toEqual(['MMR2', 'DLB2']);
    expect(inlinePositions(4, inlineAdLimits.standard)).toEqual(['MMR2']);
    expect(inlinePositions(6, inlineAdLimits.standard)).toEqual([]);
    expect(inlinePositions(3, inlineAdLimits.cpuv)).toEqual(['MMR2']);
    expect(inlinePositions(4, inlineAdLimits.cpuv)).toEqual([]);
  });

  it('a sponsored article or kmeta "cpuv" makes a CPUV page', () => {
    expect(isCpuvPage({ isSponsoredArticle: true, targeting: { kmeta: [] } })).toBe(true);
    expect(isCpuvPage({ isSponsoredArticle: false, targeting: { kmeta: ['sleep', 'CPUV'] } })).toBe(true);
    expect(isCpuvPage({ isSponsoredArticle: false, targeting: { kmeta: ['sleep'] } })).toBe(false);
  });
});
