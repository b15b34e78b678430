'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { markPlacementLoaded } from '@/features/drivers/client/drivers-store';
import { usePlacement } from '@/features/drivers/client/use-placement';
import { trackDriverAction, trackDriverConversion, trackDriverViewed } from '@/features/drivers/components/track';
import { headerNewsletter } from '@/features/drivers/popups/header-newsletter';
import type { ResponseDriver } from '@/features/drivers/api-schema';
import type { NewsletterClientConfig } from '../config';
import styles from './SubscribeButton.module.css';
import buttons from '@/components/Buttons.module.css';
import dialogStyles from '@/components/ModalDialog.module.css';

/** The form's code loads when the popup first opens, so pages do not carry it. */
const NewsletterFields = dynamic(() => import('./NewsletterFields.client'), { ssr: false, loading: () => <p>Loading…</p> });

/** The header popup is the headerNewsletter placement's one card (content index 0). */
const headerCard = (driver: ResponseDriver) => ({ driver, placement: 'headerNewsletter', contentIndex: 0 }) as const;

type Config = { status: 'none' } | { status: 'loading' } | { status: 'ready'; config: NewsletterClientConfig } | { status: 'failed' };

/**
 * Header Subscribe button: opens the sign-up popup in a native modal dialog (focus stays inside,
 * Escape closes, focus returns here). With a headerNewsletter driver (asked for after load) the
 * popup shows the driver's headline and copy and signs up to its lists with its source and
 * campaign name (src/features/drivers/popups/header-newsletter.ts); the driver's events go with it.
 */
export function SubscribeButton() {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [config, setConfig] = useState<Config>({ status: 'none' });
  const { driver } = usePlacement('headerNewsletter');
  /** The driver's sign-up succeeded in this opening: closing is then no dismissal. */
  const signedUp = useRef(false);
  const viewed = useRef<string | null>(null);

  function loadConfig() {
    setConfig({ status: 'loading' });
    fetch('/api/newsletter/config', { credentials: 'omit', cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<NewsletterClientConfig>) : Promise.reject(new Error(String(r.status)))))
      .then((c) => setConfig({ status: 'ready', config: c }))
      .catch(() => setConfig({ status: 'failed' }));
  }

  function openPopup() {
    dialogRef.current?.showModal();
    setOpen(true);
    signedUp.current = false;
    if (driver) {
      markPlacementLoaded(0, 'headerNewsletter');
      const key = `${driver._uuid}:${driver.variant}`;
      if (viewed.current !== key) {
        viewed.current = key;
        trackDriverViewed(headerCard(driver));
      }
    }
    if (config.status === 'none' || config.status === 'failed') loadConfig();
  }

  function onClosed() {
    setOpen(false);
    if (driver && !signedUp.current) trackDriverAction(headerCard(driver), 'dismiss');
    buttonRef.current?.focus();
  }

  const popup = config.status === 'ready' ? headerNewsletter(config.config, driver) : null;

  return (
    <>
      <button ref={buttonRef} type="button" className={buttons.secondary} aria-haspopup="dialog" onClick={openPopup}>
        Subscribe
      </button>
      <dialog
        ref={dialogRef}
        className={dialogStyles.dialog}
        data-campaign={driver?._uuid}
        aria-labelledby={titleId}
        onClose={onClosed}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
      >
        <div className={dialogStyles.panel}>
          <div className={dialogStyles.top}>
            <h2 id={titleId} className={dialogStyles.title}>
              {popup?.title ?? (driver?.headline || 'Subscribe to our newsletter')}
            </h2>
            <button type="button" className={buttons.close} onClick={() => dialogRef.current?.close()}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close</span>
            </button>
          </div>
          {open && popup && (
            <>
              <p className={styles.description}>{popup.description}</p>
              <NewsletterFields
                config={popup.config}
                location="newsletter-popup"
                source={popup.source}
                onSuccess={
                  driver
                    ? () => {
                        signedUp.current = true;
                        trackDriverAction(headerCard(driver), 'submit');
                        // The sign-up is the campaign's conversion, counted for the variant whose popup was viewed.
                        trackDriverConversion(headerCard(driver), 'signups');
                      }
                    : undefined
                }
              />
            </>
          )}
          {open && config.status === 'loading' && <p>Loading…</p>}
          {open && config.status === 'failed' && <p role="alert">The sign-up form could not be loaded. Please try again later.</p>}
        </div>
      </dialog>
    </>
  );
}
