import Link from 'next/link';
import styles from './StatusPage.module.css';

export function NotFoundView() {
  return (
    <div className={styles.page}>
      <h1>We can’t find that page</h1>
      <p>The page may have moved, or the address may have a typo.</p>
      <p>
        <Link href="/">Go to the homepage</Link>
      </p>
    </div>
  );
}
