import Link from 'next/link';
import styles from '@/features/articles/components/StatusPage.module.css';

// Next adds the noindex robots meta to not-found responses itself.
export const metadata = { title: 'Page not found' };

export default function NotFound() {
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
