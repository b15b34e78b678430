'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { trackElement } from '@/features/analytics/typed-events';
import { copiedMs, copyFailedText, copyLinkTitle, copySpinnerMs, linkCopiedText, type CopyState } from './copy-link';
import type { ShareLinks } from './share-links';
import styles from './PostDownloadable.module.css';

export interface DownloadActionsProps {
  title: string;
  description?: string;
  /** The page's address at this card: what Share and Copy Link pass on. */
  shareUrl: string;
  /** The file, as the Download link has it. */
  fileUrl: string;
  links: ShareLinks;
  position: number;
}

/** Phones: a narrow screen or a touch screen. There the device's share sheet is used when it exists. */
export const phoneQuery = '(max-width: 657.98px), (pointer: coarse)';

function usesShareSheet(): boolean {
  return typeof navigator.share === 'function' && typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches;
}

/**
 * Prints the file with the browser's print (spec 7): a file of this site is loaded in a hidden
 * frame and printed from there; one elsewhere (or one that cannot be printed from a frame) opens in
 * a new tab, where the browser's viewer prints it.
 */
export function printFile(fileUrl: string): void {
  const url = new URL(fileUrl, window.location.href);
  const open = () => window.open(url.href, '_blank', 'noopener');
  if (url.origin !== window.location.origin) {
    open();
    return;
  }
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'Print';
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  const fallback = window.setTimeout(() => {
    frame.remove();
    open();
  }, 10_000);
  frame.addEventListener('load', () => {
    window.clearTimeout(fallback);
    try {
      frame.contentWindow!.focus();
      frame.contentWindow!.print();
    } catch {
      open();
    }
    window.setTimeout(() => frame.remove(), 60_000);
  });
  frame.src = url.href;
  document.body.appendChild(frame);
}

/** Print and Share for a downloadable (the Download link is plain HTML beside them). */
export function DownloadActions({ title, description, shareUrl, fileUrl, links, position }: DownloadActionsProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [copy, setCopy] = useState<CopyState>('idle');
  const headingId = useId();
  const inputId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const track = (name: string, linkUrl?: string) =>
    trackElement('Clicked', { elementType: 'post-downloadable', location: 'article-body', name, position, text: title.slice(0, 200), ...(linkUrl ? { linkUrl } : {}) });

  const openDialog = () => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  };

  const share = () => {
    track('share');
    if (!usesShareSheet()) {
      openDialog();
      return;
    }
    navigator.share({ title, ...(description ? { text: description } : {}), url: shareUrl }).catch((error: unknown) => {
      // The reader closed the sheet: nothing more. Anything else (not allowed, failed): the dialog.
      if (!(error instanceof DOMException && error.name === 'AbortError')) openDialog();
    });
  };

  const copyLink = () => {
    if (copy === 'copying') return;
    track('copy-link');
    window.clearTimeout(timer.current);
    setCopy('copying');
    const written: Promise<boolean> = navigator.clipboard?.writeText
      ? navigator.clipboard.writeText(shareUrl).then(
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

  return (
    <>
      <button type="button" className={styles.action} onClick={() => (track('print'), printFile(fileUrl))}>
        Print<span className="visually-hidden"> {title}</span>
      </button>
      <button type="button" className={styles.action} onClick={share} aria-haspopup="dialog">
        Share<span className="visually-hidden"> {title}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={headingId}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
      >
        <div className={styles.dialogPanel}>
          <div className={styles.dialogTop}>
            <h2 id={headingId} className={styles.dialogTitle}>
              Share {title}
            </h2>
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label="Close">
              ×
            </button>
          </div>
          <label htmlFor={inputId} className={styles.linkLabel}>
            Link to this page
          </label>
          <input ref={inputRef} id={inputId} className={styles.linkInput} type="text" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
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
          <ul className={styles.shareList}>
            <li>
              <a className={styles.shareLink} href={links.email} onClick={() => track('email')}>
                Email
              </a>
            </li>
            {links.facebook && (
              <li>
                <a className={styles.shareLink} href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={() => track('facebook', links.facebook)}>
                  Facebook<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
            {links.pinterest && (
              <li>
                <a className={styles.shareLink} href={links.pinterest} target="_blank" rel="noopener noreferrer" onClick={() => track('pinterest', links.pinterest)}>
                  Pinterest<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
          </ul>
        </div>
      </dialog>
    </>
  );
}
