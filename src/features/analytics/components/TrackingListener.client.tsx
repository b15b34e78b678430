'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { onProductLinkActivated, watchProductCards } from '@/features/analytics/product-events';
import { onLinkActivated, watchAffiliateViews } from '@/features/links/link-clicks';
import { onShareLinkActivated, shareTrack } from '../share-clicks';
import { startAnalyticsSession } from '../session';
import { track } from '../track';

/**
 * One listener for static widgets, so they can report behaviour without shipping code of their own:
 * a <details data-track="accordion" data-track-name="…" data-track-location="…" data-track-position="1">
 * reports each toggle as an Element Clicked event with actionOutcome open or close. Links in
 * article bodies carry server-set data attributes (src/features/links/decorate.ts): a click or
 * middle click tracks affiliate links and adds partner parameters; affiliate links report their
 * first view. Product cards and their links carry data-track="product" and "product-link"
 * (src/widgets/kits/commerce/product-tracking.ts): Product Loaded and Viewed per card, Product Clicked
 * per link. Share links (data-track="share", src/features/analytics/share-clicks.ts) report their
 * target. It also starts the analytics session: anonymous id and UTM cookies (with performance
 * consent only) and session duration events.
 */
export function TrackingListener() {
  const pathname = usePathname();
  // Each page's affiliate links, watched again after a client-side navigation.
  useEffect(() => watchAffiliateViews(), [pathname]);
  useEffect(() => watchProductCards(), [pathname]);
  useEffect(() => startAnalyticsSession(), []);
  useEffect(() => {
    // Only a reader's toggle counts: a <details open> parsed after hydration (streamed widgets)
    // also fires toggle, and that is no click. A click on a summary (mouse, Enter or Space) arms it.
    const armed = new WeakSet<HTMLDetailsElement>();
    const onToggle = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLDetailsElement) || target.dataset.track !== 'accordion') return;
      if (!armed.has(target)) return;
      armed.delete(target);
      const position = Number(target.dataset.trackPosition);
      track('Element Clicked', {
        elementType: 'accordion',
        location: target.dataset.trackLocation,
        name: target.dataset.trackName,
        position: Number.isInteger(position) ? position : undefined,
        text: target.querySelector('summary')?.textContent?.trim().slice(0, 500),
        actionOutcome: target.open ? 'open' : 'close',
      });
    };
    // toggle does not bubble; capture sees it on its way down.
    const onClick = (event: MouseEvent) => {
      if (event.button > 1 || !(event.target instanceof Element)) return;
      const summary = event.target.closest('summary');
      if (summary?.parentElement instanceof HTMLDetailsElement) armed.add(summary.parentElement);
      const link = event.target.closest('a');
      if (!link) return;
      if (link.dataset.track === 'product-link') onProductLinkActivated(link);
      else if (link.dataset.track === shareTrack) onShareLinkActivated(link);
      else onLinkActivated(link);
    };
    document.addEventListener('toggle', onToggle, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, []);
  return null;
}
