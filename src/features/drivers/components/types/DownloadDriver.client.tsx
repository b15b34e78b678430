'use client';

import { useState } from 'react';
import { ConfirmStep, DriverCopy, DriverImage } from '../parts';
import { trackDriverConversion } from '../track';
import { defaultCta, type DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

/**
 * Download driver: headline, body, image and the download link; once used, the confirm step. Using
 * the link is the card's conversion (`Element Clicked`, actionOutcome 'download'), besides its click.
 */
export function DownloadDriver({ driver, placement, contentIndex, onDone }: DriverComponentProps) {
  const [downloaded, setDownloaded] = useState(false);
  const title = driver.headline ?? driver.campaignName;
  return (
    <div role="group" className={`${styles.card} ${styles.download}`} aria-label={title}>
      {driver.image && <DriverImage image={driver.image} sizes="(min-width: 768px) 240px, 100vw" />}
      <div className={styles.text}>
        {downloaded ? (
          <ConfirmStep confirm={driver.confirm} headline="Your download has started" />
        ) : (
          <>
            <DriverCopy driver={driver} headingFallback={title} />
            {driver.callToActionURL && (
              <a
                className={styles.cta}
                href={driver.callToActionURL}
                download=""
                onClick={() => {
                  // After the browser has taken the link (the download starts) and the card has tracked the click, the card moves on.
                  setTimeout(() => {
                    trackDriverConversion({ driver, placement, contentIndex }, 'downloads');
                    setDownloaded(true);
                    onDone();
                  }, 0);
                }}
              >
                {driver.callToAction ?? defaultCta.getStarted}
              </a>
            )}
          </>
        )}
      </div>
    </div>
  );
}
