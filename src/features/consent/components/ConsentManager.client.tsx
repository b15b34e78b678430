'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { syncUsPrivacyCookie } from '../client';
import { installCmpApis } from '../cmp-api';
import { openSettingsEvent } from '../settings-events';

/** The dialog's code loads on first use, so pages carry only this small island. */
const PrivacySettings = dynamic(() => import('./PrivacySettings.client'), { ssr: false });

function wantsOwnHandling(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * On every page: installs __uspapi/__gpp, writes the US privacy cookie in the US, and turns the
 * footer's privacy link (data-privacy-settings, a plain link without JavaScript) and the banner's
 * Manage choices into openers of the settings dialog. Focus goes back to the opener on close.
 */
export function ConsentManager() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    installCmpApis();
    syncUsPrivacyCookie();
    const show = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('[data-privacy-settings]') : null;
      if (!link || wantsOwnHandling(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('click', onClick);
    window.addEventListener(openSettingsEvent, show);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener(openSettingsEvent, show);
    };
  }, []);

  if (!open) return null;
  return (
    <PrivacySettings
      onClose={() => {
        setOpen(false);
        // The banner's Manage button is gone once a choice is saved: focus then goes to the main content.
        const target = opener.current?.isConnected ? opener.current : document.getElementById('main');
        target?.focus();
      }}
    />
  );
}
