'use client';

import { useEffect } from 'react';

/** The attribute set on <html> once the page has hydrated. */
export const hydratedAttribute = 'data-hydrated';

/**
 * Marks <html> once React has committed the hydrated page. Widgets hydrate with the page as a
 * whole (decision 009): an element can already carry React's props from a render pass that waits
 * on a leaf chunk elsewhere, and a click on it then goes nowhere. Effects run only after the
 * commit, so this attribute says the page's handlers are live (the browser tests wait for it).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, []);
  return null;
}
