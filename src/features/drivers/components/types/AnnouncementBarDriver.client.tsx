'use client';

import { barColours } from '../../bars/colours';
import { linkTarget } from '../parts';
import type { DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

/**
 * A plain announcement bar: its text and an optional link, in its own colours (kept readable). The real
 * announcement bar (dismissal, consent banner rule) is the announcementBar placement's; this is
 * only what a driver of this type shows anywhere else.
 */
export function AnnouncementBarDriver({ driver }: DriverComponentProps) {
  const text = driver.announcementText ?? driver.headline;
  if (!text) return null;
  // The campaign's pair when it passes AA, else black or white text on its background (as the real bar does).
  const colours = barColours(driver.backgroundColor, driver.textColor) ?? undefined;
  return (
    <div className={styles.announcement} style={colours} data-custom-colours={colours ? '' : undefined}>
      <p className={styles.announcementText}>{text}</p>
      {driver.callToActionURL && driver.callToAction && (
        <a
          className={driver.callToActionType === 'button' ? styles.cta : styles.announcementLink}
          style={colours && driver.callToActionType !== 'button' ? { color: colours.color } : undefined}
          href={driver.callToActionURL}
          {...linkTarget(driver.openCallToActionUrlOnSameTab ?? true)}
        >
          {driver.callToAction}
        </a>
      )}
    </div>
  );
}
