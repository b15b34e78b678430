import Link from 'next/link';
import styles from './LinkOutcome.module.css';

export interface LinkOutcomeProps {
  title: string;
  message: string;
  /** A form that posts the token (shown while the link is still unused). */
  action?: { url: string; token: string; label: string };
  status?: 'success' | 'problem' | 'neutral';
}

/** One page for every outcome of a confirm or unsubscribe link; a plain form post, so it works without JavaScript. */
export function LinkOutcome({ title, message, action, status = 'neutral' }: LinkOutcomeProps) {
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
      <p>
        <Link href="/">Back to the homepage</Link>
      </p>
    </div>
  );
}
