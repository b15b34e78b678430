'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import type { NewsletterClientConfig } from '../config';
import styles from './SubscribeButton.module.css';
import buttons from '@/components/Buttons.module.css';
import dialogStyles from '@/components/ModalDialog.module.css';

/** The form's code loads when the popup first opens, so pages do not carry it. */
const NewsletterFields = dynamic(() => import('./NewsletterFields.client'), { ssr: false, loading: () => <p>Loading…</p> });

type Config = { status: 'none' } | { status: 'loading' } | { status: 'ready'; config: NewsletterClientConfig } | { status: 'failed' };

/** Header Subscribe button: opens the sign-up popup in a native modal dialog (focus stays inside, Escape closes, focus returns here). */
export function SubscribeButton() {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [config, setConfig] = useState<Config>({ status: 'none' });

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
    if (config.status === 'none' || config.status === 'failed') loadConfig();
  }

  function onClosed() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button ref={buttonRef} type="button" className={buttons.secondary} aria-haspopup="dialog" onClick={openPopup}>
        Subscribe
      </button>
      <dialog
        ref={dialogRef}
        className={dialogStyles.dialog}
        aria-labelledby={titleId}
        onClose={onClosed}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
      >
        <div className={dialogStyles.panel}>
          <div className={dialogStyles.top}>
            <h2 id={titleId} className={dialogStyles.title}>
              {config.status === 'ready' ? config.config.title : 'Subscribe to our newsletter'}
            </h2>
            <button type="button" className={buttons.close} onClick={() => dialogRef.current?.close()}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close</span>
            </button>
          </div>
          {open && config.status === 'ready' && (
            <>
              <p className={styles.description}>{config.config.description}</p>
              <NewsletterFields config={config.config} location="newsletter-popup" />
            </>
          )}
          {open && config.status === 'loading' && <p>Loading…</p>}
          {open && config.status === 'failed' && <p role="alert">The sign-up form could not be loaded. Please try again later.</p>}
        </div>
      </dialog>
    </>
  );
}
