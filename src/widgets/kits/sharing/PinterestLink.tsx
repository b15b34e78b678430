import type { Ref } from 'react';
import { track } from '@/features/analytics/track';
import { pinterestLinkText } from '@/lib/pinterest';

interface Props {
  /** The pin creator's address (src/lib/pinterest.ts pinterestShareUrl). */
  href: string;
  /** Where the image sits, for the Element Clicked event. */
  location: string;
  /** The image's place in its gallery or slideshow, from 1. */
  position: number;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * "Save to Pinterest" on an image: a plain link to the pin creator in a new tab (no Pinterest
 * script, nothing sent to Pinterest until the reader follows it), tracked as a share click.
 * For client components (the lightbox and the slideshow).
 */
export function PinterestLink({ href, location, position, className, ref }: Props) {
  return (
    <a
      ref={ref}
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track('Element Clicked', { elementType: 'share', location, name: 'pinterest', position, linkUrl: href, actionOutcome: 'share' })}
    >
      {pinterestLinkText}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
