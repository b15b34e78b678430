import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './LinkOutcome.module.css';

export interface LinkOutcomeProps {
  title: string;
  message: string;
  /** A form that posts the token (shown while the link is still unused). */
  action?: { url: string; token: string; label: string };
  status?: 'success' | 'problem' | 'neutral';
}

/**
 * One page for every outcome of a confirm or unsubscribe link; a plain form post, so it works
 * without JavaScript. `children` (what to read next after confirming) come before the way home.
 */
export function LinkOutcome({ title, message, action, status = 'neutral', children }: LinkOutcomeProps & { children?: ReactNode }) {
  return (
    <div className={styles.page} data-outcome={status}>
      <h1>{title}</h1>
      <p role={status === 'neutral' ? undefined : 'status'}>{message}</p>
      {action && (
        <form method="post" action={action.url}>
          <input type="hidden" name="token" value={action.token} />
          <button type="submit" className={styles.button}>
            {action.label}
          </button>
        </form>
      )}
      {children}
      <p>
        <Link href="/">Back to the homepage</Link>
      </p>
    </div>
  );
}
