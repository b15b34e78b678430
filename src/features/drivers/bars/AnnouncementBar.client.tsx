'use client';

import { useEffect, useRef, type CSSProperties, type MouseEvent } from 'react';
import type { ResponseDriver } from '../api-schema';
import { markPlacementLoaded } from '../client/drivers-store';
import { DriverBoundary } from '../components/DriverBoundary.client';
import { trackDriverAction } from '../components/track';
import { resetViewedCards, useViewedOnce } from '../components/use-viewed-once';
import { AnnouncementContent } from './AnnouncementContent.client';
import { barColours } from './colours';
import { isPrivacyVariant } from './visibility';
import styles from './Bars.module.css';

export const announcementRegionLabel = 'Announcement';
export const announcementDismissLabel = 'Dismiss announcement';


/** Whether a click landed on the call to action (a link or button of the content, not the dismiss button). */
function isAction(target: EventTarget): boolean {
  return target instanceof Element && Boolean(target.closest('[data-announcement-cta]'));
}

function Announcement({ driver, onDismiss, shown }: { driver: ResponseDriver; onDismiss: () => void; shown: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const colours = barColours(driver.backgroundColor, driver.textColor);
  const style = colours ? ({ '--bar-bg': colours.background, '--bar-fg': colours.color } as CSSProperties) : undefined;
  const card = { driver, placement: 'announcementBar', contentIndex: 0 } as const;

  useEffect(() => markPlacementLoaded(0, 'announcementBar'), [driver]);

  useViewedOnce(ref, driver, 'announcementBar', 0, shown);

  const onClick = (event: MouseEvent) => {
    if (isAction(event.target)) trackDriverAction(card, 'click', 'primary');
  };
  const onContextMenu = (event: MouseEvent) => {
    if (isAction(event.target)) trackDriverAction(card, 'contextmenu', 'primary');
  };

  return (
    // Clicks on the call to action are observed as they bubble; the section itself does nothing.
    <section
      ref={ref}
      className={styles.bar}
      aria-label={announcementRegionLabel}
      style={style}
      data-announcement-bar=""
      data-campaign={driver._uuid}
      data-variant={driver.variant}
      data-coloured={colours ? '' : undefined}
      data-privacy-variant={isPrivacyVariant(driver) ? '' : undefined}
      onClick={onClick}
      onContextMenu={onContextMenu}
    >
      <div className={styles.inner}>
        <div className={styles.content}>
          <AnnouncementContent driver={driver} />
        </div>
        <button type="button" className={styles.close} aria-label={announcementDismissLabel} onClick={onDismiss} data-bar-close="">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}

/**
 * The announcement bar (placement announcementBar): a named region with the campaign's logos, text
 * and call to action, and the dismiss button. Clicks (right-clicks too) on the call to action and
 * one view per campaign (once it shows: `shown`) are tracked like every driver's; a failure renders nothing and is reported.
 * The campaign's colours apply when their contrast passes AA; otherwise the text turns black or white.
 */
export function AnnouncementBar({ driver, onDismiss, shown = true }: { driver: ResponseDriver; onDismiss: () => void; shown?: boolean }) {
  return (
    <DriverBoundary driverType={driver.driverType} placement="announcementBar">
      <Announcement driver={driver} onDismiss={onDismiss} shown={shown} />
    </DriverBoundary>
  );
}

/** Tests only. */
export function resetAnnouncementViews(): void {
  resetViewedCards();
}
