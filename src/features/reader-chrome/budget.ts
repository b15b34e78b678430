/**
 * The budget for everything on a page that is not the article (docs/areas/reader-chrome.md,
 * decision 018). One place decides which bottom bar shows; every bar asks it (store.ts).
 *
 * - At most one bottom bar at a time, the first of `bottomBarOrder` that wants to show and fits.
 * - A bar fits when it is at most `bottomBudgetShare` (15 %) of the window's height. The two
 *   questions to the reader are the exception (`questionBars`): the consent banner and the
 *   ad-blocker prompt are asked once, alone, and gone for good once answered.
 * - A calm page (urgent advice, a crisis or self-check page, an article editors mark sensitive)
 *   shows the consent banner and privacy notices only: no prompt, sticky ad or announcement.
 */
export const bottomBarOrder = ['consent', 'notice', 'prompt', 'stickyAd', 'announcement', 'stickyBanner'] as const;
export type BottomBar = (typeof bottomBarOrder)[number];

/** Bottom chrome takes at most this share of the window's height. */
export const bottomBudgetShare = 0.15;

/** Questions to the reader, asked once: shown whatever their height, alone. */
export const questionBars: ReadonlySet<BottomBar> = new Set(['consent', 'prompt']);

/** What a calm page still shows: the reader's own privacy choices. */
export const calmBars: ReadonlySet<BottomBar> = new Set(['consent', 'notice']);

/** A bar that wants to show, with its measured height (0 when CSS hides it at this width). */
export interface BarClaim {
  height: number;
}

export function bottomBudget(viewportHeight: number): number {
  return Math.floor(viewportHeight * bottomBudgetShare);
}

/**
 * The bar that shows: the first in priority order that wants to show, is shown by CSS at this
 * width (height above 0), fits the budget and is allowed on the page. Nothing else shows.
 */
export function grantedBar(claims: ReadonlyMap<BottomBar, BarClaim>, viewportHeight: number, calm: boolean): BottomBar | null {
  for (const bar of bottomBarOrder) {
    const claim = claims.get(bar);
    if (!claim) continue;
    if (bar === 'consent') return bar;
    if (calm && !calmBars.has(bar)) continue;
    if (claim.height <= 0) continue;
    if (!questionBars.has(bar) && claim.height > bottomBudget(viewportHeight)) continue;
    return bar;
  }
  return null;
}
