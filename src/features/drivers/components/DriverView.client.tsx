'use client';

import { Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { whenGranted } from '@/features/consent/client';
import { safeTrackingUrl } from '@/features/pixels/tracking-url';
import type { ResponseDriver } from '../api-schema';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import { markPlacementLoaded } from '../client/drivers-store';
import { isCtaPosition, type CtaPosition } from '@/features/analytics/marketing-context';
import { driverCardKey, resetCardCorrelations } from '../correlation';
import { trackDriverAction } from './track';
import { resetViewedCards, useViewedOnce } from './use-viewed-once';
import { DriverBoundary } from './DriverBoundary.client';
import { driverComponents } from './driver-components';
import styles from './DriverView.module.css';

export interface DriverViewProps {
  driver: ResponseDriver;
  placement: ReaderPlacement;
  contentIndex: number;
  /** Called when the driver's flow finishes (sign-up confirmed, answer recorded, dismissed). */
  onDone?: () => void;
  /** False while the card waits unseen (a bottom bar the chrome budget has not granted): no view, no pixel. */
  shown?: boolean;
}

/** Sponsor pixels already loaded, per page view (once each). */
const pixelsLoaded = new Set<string>();


/** Inside the Suspense boundary: its effect runs only once the driver's own component has rendered. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(() => {
    onRendered();
  }, [onRendered]);
  return null;
}

/**
 * One driver, whatever its type: the type's own component (its own chunk), inside an error
 * boundary that renders nothing on failure; `Element Clicked` for every link or button used inside
 * (a right-click too) with the click's correlation id and where the call to action sat
 * (`data-cta-position`, else 'primary'), `Element Viewed` once when the card first enters view with
 * the view's correlation id (every later event of the card carries it), and the sponsor's
 * tracking pixel once, only with targeting consent.
 */
export function DriverView({ driver, placement, contentIndex, onDone, shown = true }: DriverViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const key = driverCardKey({ driver, placement, contentIndex });
  const [pixel, setPixel] = useState<string | null>(null);
  // Only own keys: a driverType such as 'toString' or 'constructor' from a bad answer renders nothing.
  const Type = Object.hasOwn(driverComponents, driver.driverType) ? driverComponents[driver.driverType] : null;

  // Element Viewed: once per card, when at least half of it is first in view.
  useViewedOnce(ref, driver, placement, contentIndex, Boolean(Type) && shown);

  // The sponsor's impression pixel: third party, so only after targeting consent, and only once.
  useEffect(() => {
    const url = safeTrackingUrl(driver.sponsorTracker);
    if (!url || !Type || !shown) return;
    return whenGranted('targeting', () => {
      if (pixelsLoaded.has(key)) return;
      pixelsLoaded.add(key);
      setPixel(url);
    });
  }, [driver.sponsorTracker, key, Type, shown]);

  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  const rendered = useCallback(() => markPlacementLoaded(contentIndex, placement), [contentIndex, placement]);
  const [done] = useState(() => {
    let called = false;
    return () => {
      if (called) return;
      called = true;
      onDoneRef.current?.();
    };
  });

  if (!Type) return null;

  const card = { driver, placement, contentIndex };
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const action = actionAt(event.target, event.currentTarget);
    if (action) trackDriverAction(card, 'click', ctaPositionOf(action));
  }
  function onContextMenu(event: MouseEvent<HTMLDivElement>) {
    const action = actionAt(event.target, event.currentTarget);
    if (action) trackDriverAction(card, 'contextmenu', ctaPositionOf(action));
  }

  return (
    <DriverBoundary driverType={driver.driverType} placement={placement}>
      {/* Clicks are observed here, as they bubble from the links and buttons inside; the div itself does nothing. */}
      <div
        ref={ref}
        className={styles.driver}
        data-driver-type={driver.driverType}
        data-driver-style={driver.style}
        data-campaign={driver._uuid}
        data-variant={driver.variant}
        onClick={onClick}
        onContextMenu={onContextMenu}
      >
        <Suspense fallback={null}>
          <Type driver={driver} placement={placement} contentIndex={contentIndex} onDone={done} />
          <Rendered onRendered={rendered} />
        </Suspense>
        {pixel && (
          // A 1x1 tracking image out of the layout, without a referrer (the sponsor does not learn the page).
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.pixel} src={pixel} alt="" width={1} height={1} aria-hidden="true" referrerPolicy="no-referrer" decoding="async" data-sponsor-pixel="" />
        )}
      </div>
    </DriverBoundary>
  );
}

/** The link or button inside the driver a click landed on (a keyboard "click" on them counts too), if any. */
function actionAt(target: EventTarget, container: HTMLElement): Element | null {
  if (!(target instanceof Element)) return null;
  const action = target.closest('a[href], button, input[type="submit"]');
  return action && container.contains(action) ? action : null;
}

/** Where the call to action sits in the card (`data-cta-position`); unmarked, it is the card's main one. */
function ctaPositionOf(action: Element): CtaPosition {
  const position = action.getAttribute('data-cta-position');
  return isCtaPosition(position) ? position : 'primary';
}

/** Tests only. */
export function resetDriverViewState(): void {
  resetViewedCards();
  resetCardCorrelations();
  pixelsLoaded.clear();
}
