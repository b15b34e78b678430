import { useEffect, useEffectEvent } from 'react';

/** What Tab can reach: links, buttons and fields that are not disabled, hidden or taken out of the order. */
const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `roots`, in order, that Tab reaches and that are shown (not in a hidden panel). */
export function tabStops(roots: readonly (HTMLElement | null)[]): HTMLElement[] {
  return roots.flatMap((root) => {
    if (!root) return [];
    const inside = [...root.querySelectorAll<HTMLElement>(focusableSelector)];
    return [...(root.matches(focusableSelector) ? [root] : []), ...inside].filter((el) => !el.closest('[hidden], [inert]') && el.getClientRects().length > 0);
  });
}

/**
 * Where Tab (or Shift+Tab) goes in a loop of stops: from the last to the first and back, and
 * from anywhere outside the loop to its first (or last). Null: the browser's own move is right.
 */
export function loopTarget<T>(stops: readonly T[], active: T | null, backwards: boolean): T | null {
  if (stops.length === 0) return null;
  const index = active === null ? -1 : stops.indexOf(active);
  if (index === -1) return backwards ? stops.at(-1)! : stops[0]!;
  if (backwards && index === 0) return stops.at(-1)!;
  if (!backwards && index === stops.length - 1) return stops[0]!;
  return null;
}

/**
 * The site shell's tab-navigation lock (site shell 2): while `active`, Tab and Shift+Tab stay
 * inside the elements `roots()` gives (the open phone menu and its button), as in a dialog, so
 * keyboard focus never goes to the page behind the menu's backdrop. Escape still closes the menu.
 */
export function useTabLock(active: boolean, roots: () => readonly (HTMLElement | null)[]) {
  const currentRoots = useEffectEvent(roots);
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      // A dialog opened from the menu (Subscribe) keeps focus itself.
      if ((document.activeElement as HTMLElement | null)?.closest?.('dialog[open]')) return;
      const target = loopTarget(tabStops(currentRoots()), document.activeElement as HTMLElement | null, event.shiftKey);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
