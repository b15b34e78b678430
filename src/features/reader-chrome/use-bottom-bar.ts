'use client';

import { useCallback, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { BottomBar } from './budget';
import { chromeCalm, claimBottomBar, grantedBottomBar, subscribeChrome } from './store';

export interface BottomBarState {
  /** The bar's outermost element: it is measured while it claims its place. */
  ref: (element: HTMLElement | null) => void;
  /** Granted: the bar shows. */
  shown: boolean;
  /** Props for the bar's element: invisible and inert while it waits. */
  props: { style?: CSSProperties; inert?: boolean; 'data-bottom-bar': string };
}

const hidden: CSSProperties = { visibility: 'hidden', pointerEvents: 'none' };

/**
 * A bottom bar's place in the budget (budget.ts): while `wanted` and mounted it claims its place;
 * it shows only when granted. Render the element while wanted, with `ref` and `props`.
 */
export function useBottomBar(bar: BottomBar, wanted: boolean): BottomBarState {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const shown = useSyncExternalStore(
    subscribeChrome,
    () => grantedBottomBar() === bar,
    () => false,
  );
  useEffect(() => {
    if (!wanted || !element) return;
    return claimBottomBar(bar, element);
  }, [bar, wanted, element]);
  const ref = useCallback((el: HTMLElement | null) => setElement(el), []);
  const visible = shown && wanted;
  return { ref, shown: visible, props: { ...(visible ? {} : { style: hidden, inert: true }), 'data-bottom-bar': `${bar}${visible ? '' : ' waiting'}` } };
}

/** Whether a calm article is on screen (or the page is calm): for chrome outside the bottom bars. */
export function useChromeCalm(): boolean {
  return useSyncExternalStore(subscribeChrome, chromeCalm, () => false);
}
