'use client';

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { trackElement } from '@/features/analytics/typed-events';
import { consentState, onConsentChange } from '@/features/consent/client';
import type { ResponseDriver } from '../api-schema';
import { usePlacement } from '../client/use-placement';
import { driverEventPayload } from '../events';
import { announcementShowsNow, rememberAnnouncementDismissal, rememberStickyBannerClosed, stickyBannerClosed } from './dismissals';
import { AnnouncementBar, StickyBanner } from './leaves';
import { consentBannerShowing, isPrivacyVariant } from './visibility';
import styles from './Bars.module.css';

const subscribeConsent = (listener: () => void) => onConsentChange(() => listener());
const bannerShowingNow = () => consentBannerShowing(consentState());
/** Before hydration nothing is known about the reader: treat the banner as showing (the bars wait). */
const bannerShowingOnServer = () => true;

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

/**
 * The shell's bottom bars: the announcement bar and the sticky banner, both per reader, so they
 * arrive after load. They sit in one stack fixed to the bottom edge of the window (above the mobile
 * sticky ad), shift nothing, and a spacer after the page, as tall as the stack, lets the page's end
 * scroll clear of them. Neither shows while the consent banner does. Their code loads only when a
 * placement has a driver to show.
 */
export function DriverBars() {
  const announcement = usePlacement('announcementBar').driver;
  const sticky = usePlacement('stickyBanner').driver;
  const consentBanner = useSyncExternalStore(subscribeConsent, bannerShowingNow, bannerShowingOnServer);
  // Closed in this page view (the privacy variant and sticky banners come back on a later page load or visit as their rules say).
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const scrolled = useFirstScroll();
  const [room, setRoom] = useState(0);

  // Decided when the driver arrives (and when the consent banner goes), from what the browser remembers then.
  const announcementAllowed = useMemo(() => announcement !== null && announcement.driverType === 'announcementBar' && announcementShowsNow(announcement, consentBanner), [announcement, consentBanner]);
  const stickyAllowed = useMemo(() => sticky !== null && !stickyBannerClosed(sticky._uuid), [sticky]);
  const showAnnouncement = announcement !== null && announcementAllowed && !closed.has(closeKey(announcement));
  const showSticky = sticky !== null && stickyAllowed && !consentBanner && !closed.has(closeKey(sticky));

  const close = useCallback((driver: ResponseDriver) => {
    setClosed((current) => new Set(current).add(closeKey(driver)));
    trackElement('Clicked', driverEventPayload(driver, { actionOutcome: 'dismiss' }));
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

  // The stack's height is the room the page keeps at its end (0 while hidden, as before the first scroll on a phone).
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => setRoom(Math.ceil(element.getBoundingClientRect().height));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setRoom(0);
    };
  }, []);

  return (
    <>
      {(showAnnouncement || showSticky) && (
        <div ref={measure} className={styles.stack} data-driver-bars="" data-revealed={scrolled ? '' : undefined}>
          {showAnnouncement && <AnnouncementBar driver={announcement} onDismiss={dismissAnnouncement} />}
          {showSticky && <StickyBanner driver={sticky} onClose={closeSticky} onDone={stickyDone} />}
        </div>
      )}
      <div className={styles.spacer} style={{ height: room }} aria-hidden="true" data-driver-bars-spacer="" />
    </>
  );
}
