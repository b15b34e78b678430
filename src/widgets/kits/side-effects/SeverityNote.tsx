import { emergencyHref, mildNote, severeNote, type Severity } from './texts';
import styles from './SideEffects.module.css';

/** The spec's advice for a severity: mild ones pass; severe ones need a doctor, or 911. */
export function SeverityNote({ severity }: { severity: Severity }) {
  if (severity === 'mild') return <p className={styles.note}>{mildNote}</p>;
  return (
    <p className={`${styles.note} ${styles.severeNote}`}>
      {severeNote.before}
      <a href={emergencyHref} className={styles.emergency}>
        {severeNote.emergency}
      </a>
      {severeNote.after}
    </p>
  );
}
