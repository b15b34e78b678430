import { useId, type ReactNode, type RefObject } from 'react';
import styles from './AccountPage.module.css';

/**
 * One section of the account page under its h2. A section that removes rows moves focus to its
 * heading (headingRef), so focus is never lost. `anchor` is the section's id for links such as
 * /account#follows (the digest mail) and /account#interests ("For you").
 */
export function Section({ title, headingRef, anchor, children }: { title: string; headingRef?: RefObject<HTMLHeadingElement | null>; anchor?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} id={anchor}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
