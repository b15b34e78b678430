'use client';

import type { ReaderPlacement } from '@/content/campaigns/schema';
import { usePlacement } from '../client/use-placement';
import dynamic from 'next/dynamic';

// The driver's code (the card, its tracking, its type's component) loads only once a driver has come
// for this placement ("preloaded"), so an article with an empty rail ships none of it.
const DriverView = dynamic(() => import('./DriverView.client').then((m) => m.DriverView));

export interface PlacementProps {
  placement: ReaderPlacement;
  /** 0 = the page itself; 1… = articles appended by infinite scroll. */
  contentIndex?: number;
  className?: string;
}

/**
 * A reader placement: asks the drivers call for its driver after the page has loaded and shows it.
 * Without a driver it stays empty and takes no space (data-empty when the answer was none or an
 * error); the page itself is the same cached HTML for every reader.
 */
export function Placement({ placement, contentIndex = 0, className }: PlacementProps) {
  const { state, driver } = usePlacement(placement, contentIndex);
  const empty = state === 'not_found' || state === 'error';
  return (
    <div className={className} data-placement={placement} data-placement-state={state} data-empty={empty || undefined}>
      {driver && <DriverView driver={driver} placement={placement} contentIndex={contentIndex} />}
    </div>
  );
}
