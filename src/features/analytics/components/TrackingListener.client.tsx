'use client';

import { useEffect } from 'react';
import { track } from '../track';

/**
 * One listener for static widgets, so they can report behaviour without shipping code of their own:
 * a <details data-track="accordion" data-track-name="…" data-track-location="…" data-track-position="1">
 * reports each toggle as an Element Clicked event with actionOutcome open or close.
 */
export function TrackingListener() {
  useEffect(() => {
    const onToggle = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLDetailsElement) || target.dataset.track !== 'accordion') return;
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
    document.addEventListener('toggle', onToggle, true);
    return () => document.removeEventListener('toggle', onToggle, true);
  }, []);
  return null;
}
