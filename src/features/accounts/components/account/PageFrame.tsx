import type { ReactNode } from 'react';
import styles from './AccountPage.module.css';

/** The account pages' column and h1; the page's content is filled in the browser. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
