import { describe, expect, it } from 'vitest';
import { bottomBudget, grantedBar, type BarClaim, type BottomBar } from './budget';

const claims = (entries: [BottomBar, number][]) => new Map<BottomBar, BarClaim>(entries.map(([bar, height]) => [bar, { height }]));

describe('the bottom bar budget', () => {
  it('is 15 % of the window height', () => {
    expect(bottomBudget(844)).toBe(126);
    expect(bottomBudget(568)).toBe(85);
  });

  it('shows one bar, the first in priority order', () => {
    expect(grantedBar(claims([['announcement', 60], ['stickyAd', 75], ['stickyBanner', 50]]), 844, false)).toBe('stickyAd');
    expect(grantedBar(claims([['announcement', 60], ['stickyBanner', 50]]), 844, false)).toBe('announcement');
    expect(grantedBar(claims([['stickyAd', 75], ['notice', 80]]), 844, false)).toBe('notice');
    expect(grantedBar(claims([]), 844, false)).toBeNull();
  });

  it('skips a bar taller than the budget, and one CSS hides at this width', () => {
    expect(grantedBar(claims([['announcement', 138], ['stickyBanner', 60]]), 568, false)).toBe('stickyBanner');
    expect(grantedBar(claims([['stickyAd', 0], ['announcement', 60]]), 900, false)).toBe('announcement');
    expect(grantedBar(claims([['announcement', 200]]), 844, false)).toBeNull();
  });

  it('always shows the consent banner first, whatever its height', () => {
    expect(grantedBar(claims([['consent', 400], ['stickyAd', 75]]), 844, false)).toBe('consent');
    expect(grantedBar(claims([['consent', 400]]), 844, true)).toBe('consent');
  });

  it('shows the ad-blocker question whatever its height, but not on a calm page', () => {
    expect(grantedBar(claims([['prompt', 220], ['stickyAd', 75]]), 844, false)).toBe('prompt');
    expect(grantedBar(claims([['prompt', 220]]), 844, true)).toBeNull();
  });

  it('on a calm page shows privacy notices only: no prompt, sticky ad or announcement', () => {
    expect(grantedBar(claims([['stickyAd', 75], ['announcement', 60], ['prompt', 80]]), 844, true)).toBeNull();
    expect(grantedBar(claims([['stickyAd', 75], ['notice', 60]]), 844, true)).toBe('notice');
  });
});
