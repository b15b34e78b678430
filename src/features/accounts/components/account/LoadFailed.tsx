import buttons from '@/components/Buttons.module.css';
import styles from './AccountPage.module.css';

/** What a member's page shows when its data did not load: the reason (an alert) and Try again. */
export function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div className={styles.loading}>
      <p role="alert" className={styles.lead}>
        {what} could not be loaded: {message}
      </p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
