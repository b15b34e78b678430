import type { ReactNode } from 'react';
import type { socialProofIcons } from './schema';

type IconName = (typeof socialProofIcons)[number];

/** Our own line icons on a 24-unit grid, drawn with the current text colour. */
const paths: Record<IconName, ReactNode> = {
  star_with_check: (
    <>
      <path d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" />
      <path d="M8.8 11.6l2.2 2.2 4.2-4.2" />
    </>
  ),
  shipping_box: (
    <>
      <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5L12 12l9-4.5M12 12v9M7.5 5.3l9 4.5" />
    </>
  ),
  star: <path d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" />,
  house: (
    <>
      <path d="M3 11l9-7.5 9 7.5" />
      <path d="M5.5 9v11.5h13V9M10 20.5v-6h4v6" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  checkmark: <path d="M4.5 12.5l5 5 10-11" />,
  cancel: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />
    </>
  ),
  devices: (
    <>
      <rect x="2.5" y="4.5" width="14" height="10" rx="1" />
      <path d="M6 18.5h7M9.5 14.5v4" />
      <rect x="17.5" y="9" width="4.5" height="10" rx="1" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5" />
      <path d="M15.5 4.8a3.5 3.5 0 010 6.4M18 14c2.1.8 3.5 3 3.5 5.5" />
    </>
  ),
  battery: (
    <>
      <rect x="2.5" y="7" width="17" height="10" rx="1.5" />
      <path d="M21.5 10.5v3M5.5 10v4M8.5 10v4M11.5 10v4" />
    </>
  ),
  brain: (
    <>
      <path d="M12 5.5c-.6-1.6-2-2.5-3.6-2.5C6.2 3 4.5 4.8 4.5 7c-1.3.6-2 1.9-2 3.4 0 1.2.5 2.2 1.4 2.9-.3.5-.4 1.1-.4 1.7 0 2.1 1.6 3.8 3.6 3.9.6 1.3 1.9 2.1 3.4 2.1 1 0 1.9-.4 2.5-1" />
      <path d="M12 5.5c.6-1.6 2-2.5 3.6-2.5 2.2 0 3.9 1.8 3.9 4 1.3.6 2 1.9 2 3.4 0 1.2-.5 2.2-1.4 2.9.3.5.4 1.1.4 1.7 0 2.1-1.6 3.8-3.6 3.9-.6 1.3-1.9 2.1-3.4 2.1-1 0-1.9-.4-2.5-1z" />
      <path d="M12 5.5V20" />
    </>
  ),
  watch: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="3" />
      <path d="M8.5 6l.7-3.5h5.6l.7 3.5M8.5 18l.7 3.5h5.6l.7-3.5M12 9.5V12l1.8 1.2" />
    </>
  ),
  heart: <path d="M12 20.5S3 15 3 8.8C3 6 5.1 4 7.6 4c1.9 0 3.5 1.1 4.4 2.7C12.9 5.1 14.5 4 16.4 4 18.9 4 21 6 21 8.8 21 15 12 20.5 12 20.5z" />,
  pills: (
    <>
      <rect x="2.8" y="8.5" width="11" height="6" rx="3" transform="rotate(-45 8.3 11.5)" />
      <path d="M6.2 9.4l4.2 4.2" />
      <circle cx="17" cy="16.5" r="4.5" />
      <path d="M13.8 19.7l6.4-6.4" />
    </>
  ),
};

/** A decorative icon: the item's text says what it means. */
export function SocialProofIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={name}>
      {paths[name]}
    </svg>
  );
}
