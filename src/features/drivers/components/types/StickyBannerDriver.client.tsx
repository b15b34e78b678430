'use client';

import { linkTarget } from '../parts';
import { defaultCta, type DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

/** The sticky banner's content: headline and call-to-action (the sticky container is the placement's). */
export function StickyBannerDriver({ driver }: DriverComponentProps) {
  const headline = driver.headline ?? driver.campaignName;
  return (
    <div className={styles.banner}>
      {driver.whisper && <p className={styles.whisper}>{driver.whisper}</p>}
      <p className={styles.bannerHeadline}>{headline}</p>
      {driver.callToActionURL && (
        <a className={styles.cta} href={driver.callToActionURL} {...linkTarget(driver.openCallToActionUrlOnSameTab ?? true)}>
          {driver.callToAction ?? defaultCta.getStarted}
        </a>
      )}
    </div>
  );
}
