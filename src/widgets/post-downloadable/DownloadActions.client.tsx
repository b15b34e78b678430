'use client';

import { trackElement } from '@/features/analytics/typed-events';
import { ShareDialog, useShareDialog } from '@/widgets/kits/sharing/ShareDialog.client';
import { nativeShareData, shareOrOpen } from '@/widgets/kits/sharing/share-sheet';
import type { ShareLinks } from '@/widgets/kits/sharing/share-links';
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

/**
 * Print and Share for a downloadable (the Download link is plain HTML beside them). Share is the
 * site's one share (src/widgets/kits/sharing): the share sheet on a phone, else the dialog, for
 * the page's address at this card.
 */
export function DownloadActions({ title, description, shareUrl, fileUrl, links, position }: DownloadActionsProps) {
  const { ref, open, onClose } = useShareDialog();

  const track = (name: string) => trackElement('Clicked', { elementType: 'post-downloadable', location: 'article-body', name, position, text: title.slice(0, 200) });

  const share = () => {
    track('share');
    shareOrOpen(nativeShareData({ title, ...(description ? { text: description } : {}), url: shareUrl }), open);
  };

  return (
    <>
      <button type="button" className={styles.action} onClick={() => (track('print'), printFile(fileUrl))}>
        Print<span className="visually-hidden"> {title}</span>
      </button>
      <button type="button" className={styles.action} onClick={share} aria-haspopup="dialog">
        Share<span className="visually-hidden"> {title}</span>
      </button>
      <ShareDialog dialogRef={ref} onClose={onClose} heading={`Share ${title}`} url={shareUrl} links={links} location="post-downloadable" />
    </>
  );
}
