'use client';

import type { ReaderPlacement } from '@/content/campaigns/schema';
import { useCallback, useRef } from 'react';
import { usePlacement } from '../client/use-placement';
import { Staged, stagingPlaceStyle } from '@/components/Staged';
import { useOutOfView } from '@/components/use-out-of-view';
import dynamic from 'next/dynamic';

// The driver's code (the card, its tracking, its type's component) loads only once a driver has come
// for this placement ("preloaded"), so an article with an empty rail ships none of it.
const DriverView = dynamic(() => import('./DriverView.client').then((m) => m.DriverView));

export interface PlacementProps {
  placement: ReaderPlacement;
  /** 0 = the page itself; 1… = articles appended by infinite scroll. */
  contentIndex?: number;
  className?: string;
  /**
   * Below this window width the placement sits in the page's flow (the rail after the article), so
   * a driver arriving while its place is on screen would push what follows: it waits until its
   * place is out of view (useOutOfView). Without it the driver shows at once.
   */
  inFlowBelow?: number;
}

/**
 * A reader placement: asks the drivers call for its driver after the page has loaded and shows it.
 * Without a driver it stays empty and takes no space (data-empty when the answer was none or an
 * error); the page itself is the same cached HTML for every reader.
 */
export function Placement({ placement, contentIndex = 0, className, inFlowBelow }: PlacementProps) {
  const { state, driver } = usePlacement(placement, contentIndex);
  const empty = state === 'not_found' || state === 'error';
  const ref = useRef<HTMLDivElement>(null);
  const staging = useCallback(() => inFlowBelow !== undefined && window.innerWidth < inFlowBelow, [inFlowBelow]);
  // In the flow (a narrow screen), the driver renders out of the flow, unseen, until it has rendered
  // in full and its place is below the viewport: then it takes its place, moving nothing in view.
  const placed = useOutOfView(ref, state === 'loaded', staging);
  return (
    <div
      ref={ref}
      className={className}
      data-placement={placement}
      data-placement-state={state}
      data-empty={empty || undefined}
      style={driver && !placed ? stagingPlaceStyle : undefined}
    >
      {driver && (
        <Staged placed={placed}>
          <DriverView driver={driver} placement={placement} contentIndex={contentIndex} shown={placed} />
        </Staged>
      )}
    </div>
  );
}
