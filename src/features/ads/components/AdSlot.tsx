import styles from './AdSlot.module.css';

interface Props {
  /** Which ad position the slot will hold; real ads arrive in the ads feature. */
  position: string;
}

/** Reserves the ad's space up front so nothing shifts when an ad loads. */
export function AdSlot({ position }: Props) {
  return (
    <aside className={styles.slot} aria-label="Advertisement" data-ad-slot={position}>
      <span className={styles.label}>Advertisement</span>
    </aside>
  );
}
