'use client';

import { useEffect, useState } from 'react';
import NewsletterFields from '@/features/newsletter/components/NewsletterFields.client';
import type { NewsletterClientConfig } from '@/features/newsletter/config';
import { driverLists, logMissingLists, newsletterConfig } from '../newsletter-config';
import { ConfirmStep, DriverCopy, DriverImage } from '../parts';
import { trackDriverConversion } from '../track';
import { defaultConfirmation, defaultCta, type DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

type Config = { status: 'loading' } | { status: 'ready'; config: NewsletterClientConfig } | { status: 'failed' };

/**
 * Newsletter sign-up driver (spec article blocks 3, 7: "shown with a campaign name and a lists
 * array"): the site's own sign-up form (NewsletterFields) subscribing to the driver's lists with
 * its newsletterSource; on success the driver's confirm step (or "Thanks for signing up!"), and
 * the sign-up is the card's conversion (`Form Submitted`, actionOutcome 'signup').
 */
export function NewsletterDriver({ driver, placement, contentIndex, onDone }: DriverComponentProps) {
  const [config, setConfig] = useState<Config>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    newsletterConfig().then(
      (c) => live && setConfig({ status: 'ready', config: c }),
      () => live && setConfig({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (config.status === 'failed') return null;
  let lists = config.status === 'ready' ? driverLists(driver, config.config.site) : null;
  if (lists && lists.length === 0 && config.status === 'ready') {
    logMissingLists(driver, placement);
    // The second-page popup never shows a sign-up without lists (popups/rules.ts); elsewhere the site's own lists are used.
    if (placement === '2ndPagePopup') return null;
    lists = [...config.config.lists];
  }
  return (
    <div role="group" className={`${styles.card} ${styles.newsletter}`} aria-label={driver.headline ?? driver.campaignName} data-driver-lists={lists?.join(' ')}>
      {driver.image && <DriverImage image={driver.image} sizes="(min-width: 768px) 240px, 100vw" />}
      <div className={styles.text}>
        <DriverCopy driver={driver} headingFallback={driver.campaignName} />
        {config.status === 'ready' && lists ? (
          <NewsletterFields
            config={{ ...config.config, lists, campaignName: driver.campaignName }}
            location={`driver-${placement}`}
            source={driver.newsletterSource}
            onSuccess={() => {
              trackDriverConversion({ driver, placement, contentIndex }, 'signups');
              onDone();
            }}
            submitLabel={driver.callToAction ?? defaultCta.signUpNow}
            successContent={
              <ConfirmStep
                confirm={driver.confirm}
                headline={defaultConfirmation}
                bodyCopy="Please check your inbox and select the link in our email to confirm your subscription."
                ctaFallback="Continue"
              />
            }
          />
        ) : (
          <p className={styles.loading}>Loading the sign-up form…</p>
        )}
      </div>
    </div>
  );
}
