'use client';

import { useEffect, useMemo, useRef } from 'react';
import type { ResponseDriver } from '../api-schema';
import { DriverView } from '../components/DriverView.client';
import { trackDriverAction } from '../components/track';
import type { PopupMoment } from './engagement';
import { markPopupClosed, type PopupPlacement } from './rules';
import { whenPopupClear } from './guard';
import styles from './DriverPopup.module.css';
import buttons from '@/components/Buttons.module.css';
import dialogStyles from '@/components/ModalDialog.module.css';

export interface DriverPopupProps {
  placement: PopupPlacement;
  contentIndex: number;
  driver: ResponseDriver;
  /** The moment it opened at: its first line says it (popupWhisper). */
  moment: PopupMoment;
  /** Called after the dialog has closed (the host then unmounts it). */
  onClosed: () => void;
}

/**
 * The popup's first line (the driver's whisper) matches the moment it opened at, whatever the
 * campaign's own whisper says: a reader who finished the article is not told "before you go".
 */
export const popupWhisper: Record<PopupMoment, string> = { leaving: 'Before you go', finished: 'Thanks for reading' };

/** The dialog's name when the driver has no headline (a survey's is its feedbackTitle). */
export const fallbackPopupLabel = 'A message from us';

/**
 * A driver popup: a native modal dialog (focus moves in and stays in, the page behind is inert)
 * holding the driver through DriverView. The close button, Escape and a click on the backdrop close
 * it; closing sends `Element Clicked` with actionOutcome 'dismiss', starts the popup's cooldown and
 * returns focus to where it was. An overlay: nothing on the page moves.
 */
export function DriverPopup({ placement, contentIndex, driver: campaignDriver, moment, onClosed }: DriverPopupProps) {
  const driver = useMemo(() => ({ ...campaignDriver, whisper: popupWhisper[moment] }), [campaignDriver, moment]);
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  /** The driver's own flow finished (a sign-up confirmed): closing then is not a dismissal. */
  const finished = useRef(false);

  // The popup's code loads after the check that cleared it: a dialog the reader opened meanwhile
  // (the privacy settings, Subscribe) wins, and the popup waits until it has closed.
  useEffect(
    () =>
      whenPopupClear(() => {
        const dialog = ref.current;
        if (!dialog || dialog.open) return;
        opener.current = document.activeElement;
        dialog.showModal();
      }),
    [],
  );

  function onClose() {
    markPopupClosed(placement);
    if (!finished.current) trackDriverAction({ driver, placement, contentIndex }, 'dismiss');
    const target = opener.current;
    if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus({ preventScroll: true });
    onClosed();
  }

  function onDone() {
    finished.current = true;
    // A flow that ends by leaving nothing to read (the driver's own "No thanks") closes the popup;
    // a confirmation stays until the reader closes it.
    const body = ref.current?.querySelector('[data-popup-driver]');
    if (body && !body.textContent?.trim()) ref.current?.close();
  }

  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-label={driver.headline || driver.feedbackTitle || fallbackPopupLabel}
      data-driver-popup={placement}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className={`${dialogStyles.panel} ${styles.panel}`}>
        <div className={styles.top}>
          <button type="button" className={buttons.close} onClick={() => ref.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {/* data-flat-drivers: the driver's card sits flat in the dialog's panel, not a card in a card. */}
        <div data-popup-driver="" data-flat-drivers="">
          <DriverView driver={driver} placement={placement} contentIndex={contentIndex} onDone={onDone} />
        </div>
      </div>
    </dialog>
  );
}
