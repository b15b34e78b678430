'use client';

import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { shareLinkAttributes, trackShareClick } from '@/features/analytics/share-clicks';
import { copiedMs, copyFailedText, copyLinkTitle, copySpinnerMs, linkCopiedText, type CopyState } from './copy-link';
import { shareTargetNames, type ShareLinks, type ShareTargetName } from './share-links';
import styles from './Sharing.module.css';

/** The spec's name for the dialog (article blocks 2: 'A "Share Options" modal'). */
export const shareOptionsHeading = 'Share Options';

const targetLabels: Record<ShareTargetName, string> = { facebook: 'Facebook', x: 'X (Twitter)', pinterest: 'Pinterest', email: 'Email' };

export interface ShareDialogHandle {
  ref: RefObject<HTMLDialogElement | null>;
  /** Opens the dialog as a modal; focus goes back to what had it when the dialog closes. */
  open: () => void;
  /** For the dialog's close event. */
  onClose: () => void;
}

/**
 * The share dialog's handle for the component that opens it. A native <dialog> opened with
 * showModal(): the page behind is inert, so focus stays in the dialog, and Escape closes it.
 */
export function useShareDialog(): ShareDialogHandle {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
  }, []);
  const onClose = useCallback(() => {
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, []);
  return { ref, open, onClose };
}

export interface ShareDialogProps {
  /** From useShareDialog. */
  dialogRef: ShareDialogHandle['ref'];
  onClose: ShareDialogHandle['onClose'];
  heading: string;
  /** The address Copy Link copies and the links carry. */
  url: string;
  links: ShareLinks;
  /** Where the share is, for its events ('article', 'post-downloadable'). */
  location: string;
}

/**
 * The "Share Options" dialog (spec, article blocks 2, 4, 9): 500 px wide, the link with Copy Link
 * (a 1-second spinner, then "Link Copied!" for 5 seconds, then the title again), then the targets:
 * Facebook, X and Pinterest in a new tab, and Email. Facebook and Pinterest are absent without
 * share-preview data (share-links.ts). Its markup is in the page's HTML, closed, the same for every
 * reader; nothing in it loads anything from a network.
 */
export function ShareDialog({ dialogRef, onClose, heading, url, links, location }: ShareDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [copy, setCopy] = useState<CopyState>('idle');
  const headingId = useId();
  const inputId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copyLink = () => {
    if (copy === 'copying') return;
    trackShareClick({ name: 'copy-link', location });
    window.clearTimeout(timer.current);
    setCopy('copying');
    const written: Promise<boolean> = navigator.clipboard?.writeText
      ? navigator.clipboard.writeText(url).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
    timer.current = window.setTimeout(() => {
      void written.then((ok) => {
        setCopy(ok ? 'copied' : 'failed');
        if (!ok) inputRef.current?.select();
        timer.current = window.setTimeout(() => setCopy('idle'), copiedMs);
      });
    }, copySpinnerMs);
  };

  const targets = shareTargetNames.flatMap((name) => {
    const href = links[name];
    return href ? [{ name, href }] : [];
  });

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.dialogPanel}>
        <div className={styles.dialogTop}>
          <h2 id={headingId} className={styles.dialogTitle}>
            {heading}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label="Close">
            ×
          </button>
        </div>
        <label htmlFor={inputId} className={styles.linkLabel}>
          Link to this page
        </label>
        <input ref={inputRef} id={inputId} className={styles.linkInput} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={styles.copy} onClick={copyLink} aria-busy={copy === 'copying'} data-copy-state={copy}>
          {copy === 'copying' ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              <span className="visually-hidden">Copying the link</span>
            </>
          ) : copy === 'copied' ? (
            linkCopiedText
          ) : (
            copyLinkTitle
          )}
        </button>
        <p className={styles.status} role="status">
          {copy === 'copied' ? linkCopiedText : copy === 'failed' ? copyFailedText : ''}
        </p>
        <ul className={styles.targets}>
          {targets.map(({ name, href }) => (
            <li key={name}>
              <a
                className={styles.target}
                href={href}
                {...(name === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                {...shareLinkAttributes({ name, location })}
              >
                {targetLabels[name]}
                {name !== 'email' && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
