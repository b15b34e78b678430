import type { SiteConfig } from '@/sites';
import styles from './Logo.module.css';

/** Our own wordmark: a drawn "W" mark and the site name as text. */
export function Logo({ site }: { site: SiteConfig }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M7 10l4 13 5-10 5 10 4-13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.name}>{site.name}</span>
    </span>
  );
}
