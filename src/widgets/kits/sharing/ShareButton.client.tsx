'use client';

import { trackShareClick } from '@/features/analytics/share-clicks';
import { ShareDialog, shareOptionsHeading, useShareDialog } from './ShareDialog.client';
import { nativeShareData, shareOrOpen } from './share-sheet';
import type { ShareLinks } from './share-links';
import buttons from '@/components/Buttons.module.css';
import styles from './Sharing.module.css';

export interface ShareButtonProps {
  /** What is shared: its title (also the button's hidden name, so each article's button is told apart). */
  title: string;
  /** Its description, the share sheet's text before the URL. */
  text?: string;
  /** The canonical URL. */
  url: string;
  links: ShareLinks;
  /** Where the button is, for its events. */
  location: string;
}

/**
 * Share for a whole page (every article, near its byline): a button of fixed size in the page's
 * HTML, the same for every reader. On a phone with a share sheet it opens the sheet; elsewhere (and
 * where the sheet fails) the "Share Options" dialog. Needs JavaScript: hidden without it.
 */
export function ShareButton({ title, text, url, links, location }: ShareButtonProps) {
  const { ref, open, onClose } = useShareDialog();
  const share = () => {
    const opened = shareOrOpen(nativeShareData({ title, ...(text ? { text } : {}), url }), open);
    trackShareClick(opened === 'sheet' ? { name: 'native', location, linkUrl: url } : { name: 'share-options', location, actionOutcome: 'open' });
  };
  return (
    <>
      <button type="button" className={`${buttons.tool} ${styles.shareButton}`} onClick={share} aria-haspopup="dialog">
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Share<span className="visually-hidden">{` ${title}`}</span>
      </button>
      <ShareDialog dialogRef={ref} onClose={onClose} heading={shareOptionsHeading} url={url} links={links} location={location} />
    </>
  );
}
