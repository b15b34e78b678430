'use client';

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { consentState, onConsentChange } from '@/features/consent/client';
import type { ResponseDriver } from '../api-schema';
import { usePlacement } from '../client/use-placement';
import { trackDriverAction } from '../components/track';
import { announcementShowsNow, rememberAnnouncementDismissal, rememberStickyBannerClosed, stickyBannerClosed } from './dismissals';
import { AnnouncementBar, StickyBanner } from './leaves';
import { consentBannerShowing, isPrivacyVariant, linksToThisPage } from './visibility';
import type { BottomBar } from '@/features/reader-chrome/budget';
import { useBottomBar } from '@/features/reader-chrome/use-bottom-bar';
import styles from './Bars.module.css';

const subscribeConsent = (listener: () => void) => onConsentChange(() => listener());
const bannerShowingNow = () => consentBannerShowing(consentState());
/** Before hydration nothing is known about the reader: treat the banner as showing (the bars wait). */
const bannerShowingOnServer = () => true;

const waitQuery = '(max-width: 657.98px), (max-height: 699.98px)';
const subscribeWaitQuery = (listener: () => void) => {
  const query = window.matchMedia?.(waitQuery);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
};
const waitsNow = () => window.matchMedia?.(waitQuery).matches ?? false;
const waitsOnServer = () => true;

/** Phones and short windows show the bars only after the reader's first scroll, keeping the first screen clear. */
function useWaitsForScroll(): boolean {
  return useSyncExternalStore(subscribeWaitQuery, waitsNow, waitsOnServer);
}

/** The reader has scrolled at least once (phones show the bars only then, keeping the first screen clear). */
function useFirstScroll(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const check = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [scrolled]);
  return scrolled;
}

const closeKey = (driver: ResponseDriver) => `${driver.articlePlacement}:${driver._uuid}:${driver.variant}`;

/** A bar of the chrome budget: fixed to the bottom edge, shown only when the budget grants it. */
function BottomBarFrame({ bar, children }: { bar: BottomBar; children: (shown: boolean) => ReactNode }) {
  const { ref, shown, props } = useBottomBar(bar, true);
  return (
    <div ref={ref} className={styles.stack} data-driver-bars="" {...props}>
      {children(shown)}
    </div>
  );
}

/**
 * The shell's bottom bars: the announcement bar and the sticky banner, both per reader, so they
 * arrive after load. Each is a bar of the chrome budget (features/reader-chrome): fixed to the
 * bottom edge of the window, shifting nothing, and shown only when no bar before it in priority
 * shows (the consent banner, a privacy notice, the sticky ad…), it fits 15 % of the window and the
 * page is not calm. The privacy variant is a notice, above the sticky ad. Phones show them only
 * after the reader's first scroll; a bar whose call to action links to the page itself does not
 * show. Their code loads only when a placement has a driver to show.
 */
export function DriverBars() {
  const announcement = usePlacement('announcementBar').driver;
  const sticky = usePlacement('stickyBanner').driver;
  const consentBanner = useSyncExternalStore(subscribeConsent, bannerShowingNow, bannerShowingOnServer);
  // Closed in this page view (the privacy variant and sticky banners come back on a later page load or visit as their rules say).
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const scrolled = useFirstScroll();
  const waitForScroll = useWaitsForScroll();

  // Decided when the driver arrives (and when the consent banner goes), from what the browser remembers then.
  const announcementAllowed = useMemo(
    () => announcement !== null && announcement.driverType === 'announcementBar' && announcementShowsNow(announcement, consentBanner) && !linksToThisPage(announcement.callToActionURL),
    [announcement, consentBanner],
  );
  const stickyAllowed = useMemo(() => sticky !== null && !stickyBannerClosed(sticky._uuid) && !linksToThisPage(sticky.callToActionURL), [sticky]);
  const ready = scrolled || !waitForScroll;
  const showAnnouncement = announcement !== null && announcementAllowed && ready && !closed.has(closeKey(announcement));
  const showSticky = sticky !== null && stickyAllowed && ready && !consentBanner && !closed.has(closeKey(sticky));

  const close = useCallback((driver: ResponseDriver) => {
    setClosed((current) => new Set(current).add(closeKey(driver)));
    trackDriverAction({ driver, placement: driver.articlePlacement, contentIndex: 0 }, 'dismiss');
    // The button is gone: focus goes to the main content, without scrolling the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, []);

  const dismissAnnouncement = useCallback(() => {
    if (!announcement) return;
    // The privacy variant shows again on the next page whatever was dismissed, so its dismissal is not remembered.
    if (!isPrivacyVariant(announcement)) rememberAnnouncementDismissal(announcement._uuid, Date.now());
    close(announcement);
  }, [announcement, close]);

  const closeSticky = useCallback(() => {
    if (!sticky) return;
    rememberStickyBannerClosed(sticky._uuid);
    close(sticky);
  }, [sticky, close]);

  const stickyDone = useCallback(() => {
    if (sticky) rememberStickyBannerClosed(sticky._uuid);
  }, [sticky]);

  return (
    <>
      {showAnnouncement && (
        <BottomBarFrame bar={isPrivacyVariant(announcement) ? 'notice' : 'announcement'}>
          {(shown) => <AnnouncementBar driver={announcement} onDismiss={dismissAnnouncement} shown={shown} />}
        </BottomBarFrame>
      )}
      {showSticky && (
        <BottomBarFrame bar="stickyBanner">{(shown) => <StickyBanner driver={sticky} onClose={closeSticky} onDone={stickyDone} shown={shown} />}</BottomBarFrame>
      )}
    </>
  );
}
