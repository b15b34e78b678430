import { opsPages, type OpsPageKey } from '@/features/ops/pages';
import styles from './OpsNav.module.css';

/** The operator pages' navigation; the current page is marked with aria-current. */
export function OpsNav({ current }: { current: OpsPageKey }) {
  return (
    <nav aria-label="Operator pages" className={styles.nav}>
      <ul>
        {opsPages.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.key === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
