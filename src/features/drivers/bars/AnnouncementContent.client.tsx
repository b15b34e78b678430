'use client';

import { openPrivacySettings } from '@/features/consent/settings-events';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { ResponseDriver } from '../api-schema';
import { isPrivacyVariant } from './visibility';
import styles from './Bars.module.css';

/** Spec article blocks 9: breakpoints 768 (tablet) and 990 (desktop). */
export const logoBreakpoints = { tablet: 768, desktop: 990 } as const;
/** The logo's box: fixed, so a logo arriving late moves nothing; the image fits inside it. */
export const logoBox = { width: 120, height: 32 } as const;

export const defaultAnnouncementCta = 'Learn more';
export const defaultPrivacyCta = 'Review your privacy choices';

/** A paid announcement (it names a sponsor) links out as sponsored. */
const isPaid = (driver: ResponseDriver) => Boolean(driver.vendorName);

function Logos({ driver }: { driver: ResponseDriver }) {
  const { mobile, tablet, desktop } = driver.logoURLs ?? {};
  const fallback = mobile ?? tablet ?? desktop;
  if (!fallback) return null;
  const src = (url: string) => proxiedImageSrc(url, logoBox.width);
  return (
    <picture className={styles.logo}>
      {desktop && <source media={`(min-width: ${logoBreakpoints.desktop}px)`} srcSet={src(desktop)} />}
      {tablet && <source media={`(min-width: ${logoBreakpoints.tablet}px)`} srcSet={src(tablet)} />}
      <img src={src(fallback)} alt={driver.brand ?? driver.vendorName ?? ''} width={logoBox.width} height={logoBox.height} decoding="async" />
    </picture>
  );
}

function CallToAction({ driver }: { driver: ResponseDriver }) {
  const look = driver.callToActionType === 'button' ? styles.ctaButton : styles.ctaLink;
  if (isPrivacyVariant(driver)) {
    // The privacy variant opens the privacy choices (the same dialog as the footer's link); focus returns here on close.
    return (
      <button type="button" className={styles.ctaButton} aria-haspopup="dialog" onClick={openPrivacySettings} data-announcement-cta="">
        {driver.callToAction ?? defaultPrivacyCta}
      </button>
    );
  }
  if (!driver.callToActionURL) return null;
  // As for every driver, the link stays in the tab unless the campaign says otherwise (false).
  const newTab = driver.openCallToActionUrlOnSameTab === false;
  const rel = [isPaid(driver) ? 'sponsored' : null, newTab ? 'noopener' : null].filter(Boolean).join(' ') || undefined;
  return (
    <a className={look} href={driver.callToActionURL} target={newTab ? '_blank' : undefined} rel={rel} data-announcement-cta="">
      {/* One inline box inside the flex link, so the hidden words join the name without a gap. */}
      <span>
        {driver.callToAction ?? defaultAnnouncementCta}
        {newTab && <span className="visually-hidden">, opens in a new tab</span>}
      </span>
    </a>
  );
}

/**
 * The announcement bar's content: logos, headline, text and call to action. The bar around it
 * (colours, region, tracking, dismiss button) is AnnouncementBar. Copy is text only: React escapes it.
 */
export function AnnouncementContent({ driver }: { driver: ResponseDriver }) {
  return (
    <div className={styles.announcement}>
      <Logos driver={driver} />
      <p className={styles.announcementText}>
        {driver.headline && <strong className={styles.headline}>{driver.headline} </strong>}
        {driver.announcementText}
      </p>
      <CallToAction driver={driver} />
    </div>
  );
}
