import styles from './AccountPage.module.css';

/** What a section's last action came to: said by a live region that is always there, so screen readers hear each change. */
export type Notice = { kind: 'ok' | 'error'; text: string } | null;

export function Status({ notice }: { notice: Notice }) {
  return (
    <p role="status" className={styles.status} data-kind={notice?.kind}>
      {notice?.text}
    </p>
  );
}
