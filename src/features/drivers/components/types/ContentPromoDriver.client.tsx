'use client';

import { DriverImage, linkTarget } from '../parts';
import { defaultCta, type DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

/**
 * Content-promo driver card (spec savings 2.4): title, description, call-to-action and a
 * responsive image (desktop layout from 990px, tablet from 768px).
 */
export function ContentPromoDriver({ driver }: DriverComponentProps) {
  const title = driver.headline ?? driver.campaignName;
  return (
    <div role="group" className={`${styles.card} ${styles.promo}`} aria-label={title}>
      {driver.image && <DriverImage image={driver.image} className={styles.promoImage} sizes="(min-width: 990px) 300px, (min-width: 768px) 240px, 100vw" />}
      <div className={styles.text}>
        {driver.whisper && <p className={styles.whisper}>{driver.whisper}</p>}
        <p className={styles.headline}>{title}</p>
        {driver.bodyCopy && <p className={styles.body}>{driver.bodyCopy}</p>}
        {driver.callToActionURL && (
          <a className={styles.cta} href={driver.callToActionURL} {...linkTarget(driver.openCallToActionUrlOnSameTab ?? true)}>
            {driver.callToAction ?? defaultCta.getStarted}
          </a>
        )}
      </div>
    </div>
  );
}
