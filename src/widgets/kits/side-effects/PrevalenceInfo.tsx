import { prevalenceInfo } from './texts';
import styles from './SideEffects.module.css';

/** What "prevalence", "common" and "rare" mean: the explorer's modal and the static list's details. */
export function PrevalenceInfo() {
  return (
    <>
      <p>{prevalenceInfo.intro}</p>
      <dl className={styles.bands}>
        {prevalenceInfo.bands.map(([term, meaning]) => (
          <div key={term} className={styles.band}>
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p>{prevalenceInfo.outro}</p>
    </>
  );
}
