import styles from './OpsNav.module.css';

const links = [
  { key: 'dashboard', href: '/ops', label: 'Dashboard' },
  { key: 'campaigns', href: '/ops/campaigns', label: 'Campaigns' },
] as const;

/** The operator pages' navigation; the current page is marked with aria-current. */
export function OpsNav({ current }: { current: (typeof links)[number]['key'] }) {
  return (
    <nav aria-label="Operator pages" className={styles.nav}>
      <ul>
        {links.map((link) => (
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
