import type { ReactElement } from 'react';
import type { CalloutIconName } from '@/content/icon-names';

/** Our own inline icons (no remote images): the names an editor may pick (src/content/icon-names.ts) for headerIcon, optionalIcon and a series icon. */
export { calloutIconNames, type CalloutIconName } from '@/content/icon-names';

const paths: Record<CalloutIconName, ReactElement> = {
  lightbulb: <path d="M12 2a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Zm-2 18h4a1 1 0 0 1 0 2h-4a1 1 0 0 1 0-2Z" />,
  heart: <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.7 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21Z" />,
  leaf: <path d="M20.5 3.5S9 3 5.5 9.5C3.3 13.6 5 17 5 17l-2 3.3 1.4.8 2-3.3s3.7 1.4 7.4-1.2C19.5 12.4 20.5 3.5 20.5 3.5ZM8.2 15.8l-.9-.6c2.2-3.6 5.2-6.1 8.6-7.6l.5 1c-3.3 1.4-6.1 3.8-8.2 7.2Z" />,
  book: <path d="M4 4.5A2.5 2.5 0 0 1 6.5 2H20v16H6.5a.5.5 0 0 0 0 1H20v3H6.5A2.5 2.5 0 0 1 4 19.5v-15Z" />,
  star: <path d="m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8L12 2.5Z" />,
  chat: <path d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />,
  check: <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm4.3 6.3-5.6 5.6-2.9-2.9-1.4 1.4 4.3 4.3 7-7-1.4-1.4Z" />,
  calendar: <path d="M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2ZM5 9v11h14V9H5Zm2 2h4v4H7v-4Z" />,
};

/** A decorative icon: hidden from assistive technology, coloured by the text colour around it. */
export function CalloutIcon({ name, className, size = 24 }: { name: CalloutIconName; className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor" data-icon={name}>
      {paths[name]}
    </svg>
  );
}
