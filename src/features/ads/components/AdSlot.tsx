import styles from './AdSlot.module.css';

interface Props {
  /** Which ad position the slot will hold; real ads arrive in the ads feature. */
  position: string;
}

/**
 * Reserves the ad's space up front so nothing shifts when an ad loads. Not a landmark: a page
 * has several slots, and they sit inside the article.
 */
export function AdSlot({ position }: Props) {
  return (
    <div className={styles.slot} data-ad-slot={position}>
      <span className={styles.label}>Advertisement</span>
    </div>
  );
}
