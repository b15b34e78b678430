import type { ReactNode } from 'react';
import styles from './review.module.css';

export const metadata = { robots: { index: false, follow: false } };

export default function WidgetReviewLayout({ children }: { children: ReactNode }) {
  return (
    <main className={styles.main} id="main">
      {children}
    </main>
  );
}
