import { useId, type ReactNode, type RefObject } from 'react';
import styles from './AccountPage.module.css';

/** One section of the account page under its h2. A section that removes rows moves focus to its heading (headingRef), so focus is never lost. */
export function Section({ title, headingRef, children }: { title: string; headingRef?: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
