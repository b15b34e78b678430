import type { Ref } from 'react';
import { shareLinkAttributes } from '@/features/analytics/share-clicks';
import { pinterestLinkText } from '@/lib/pinterest';
import styles from './Sharing.module.css';

interface Props {
  /** The pin creator's address (src/lib/pinterest.ts pinterestShareUrl). */
  href: string;
  /** Where the image sits, for the Element Clicked event. */
  location: string;
  /** The image's place in its gallery or slideshow, from 1. */
  position: number;
  /** Its own look; the kit's (its own line at the image's end edge) when absent. */
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * "Save to Pinterest" on an image: a plain link to the pin creator in a new tab (no Pinterest
 * script, nothing sent to Pinterest until the reader follows it), tracked as a share click by the
 * page's click listener (src/features/analytics/share-clicks.ts), so it renders on the server (the
 * article's hero) and in client components (the lightbox and the slideshow) alike.
 */
export function PinterestLink({ href, location, position, className, ref }: Props) {
  return (
    <a ref={ref} className={className ?? styles.pin} href={href} target="_blank" rel="noopener noreferrer" {...shareLinkAttributes({ name: 'pinterest', location, position })}>
      {pinterestLinkText}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
