'use client';

import { DriverImage } from '../parts';
import { defaultCta, type DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

/**
 * Paid-media driver (like the paid-media-driver widget): image, headline, whisper, call-to-action
 * and "Sponsored by {vendorName or brand}". The call-to-action leaves the site for a sponsor, so
 * it is marked rel="sponsored noopener" and opens in a new tab unless the campaign says otherwise.
 */
export function PaidMediaDriver({ driver }: DriverComponentProps) {
  const sponsor = driver.vendorName ?? driver.brand;
  const headline = driver.headline ?? driver.campaignName;
  const sameTab = driver.openCallToActionUrlOnSameTab ?? false;
  return (
    <div role="group" className={`${styles.card} ${styles.paid}`} aria-label={`Sponsored: ${headline}`}>
      {driver.image && <DriverImage image={driver.image} className={styles.paidImage} sizes="120px" />}
      <div className={styles.text}>
        {driver.whisper && <p className={styles.whisper}>{driver.whisper}</p>}
        <p className={styles.headline}>{headline}</p>
        {driver.bodyCopy && <p className={styles.body}>{driver.bodyCopy}</p>}
        {sponsor && (
          <p className={styles.sponsor}>
            {driver.sponsorUrl ? (
              <>
                Sponsored by{' '}
                <a href={driver.sponsorUrl} rel="sponsored noopener" target="_blank" data-cta-position="sponsor">
                  {sponsor}
                </a>
              </>
            ) : (
              `Sponsored by ${sponsor}`
            )}
          </p>
        )}
      </div>
      {driver.callToActionURL && (
        <a className={styles.cta} href={driver.callToActionURL} rel="sponsored noopener" target={sameTab ? undefined : '_blank'}>
          {driver.callToAction ?? defaultCta.getStarted}
        </a>
      )}
    </div>
  );
}
