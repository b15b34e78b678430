/** The most creatives a page view can have shown, and so the longest exclude list a house ad pick takes. */
export const maxExcluded = 20;

/**
 * The page view a slot belongs to, for the frequency cap: its article (an article appended by
 * infinite scroll is a virtual page view of its own, with its own cap); a slot outside any article
 * (the leaderboard header, the bottom ad) belongs to the page's first article, the page view the
 * page was opened as. A page without articles is one page view.
 */
export function pageViewOf(slot: HTMLElement): object {
  return slot.closest('[data-targeting]') ?? slot.closest('[data-slot-page]')?.querySelector('[data-targeting]') ?? slot.ownerDocument;
}
