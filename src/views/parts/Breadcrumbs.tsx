import Link from 'next/link';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Visible trail; the same crumbs feed the BreadcrumbList JSON-LD. Each separator is drawn after
 * its crumb (hidden from assistive technology), so a wrapped line never starts with a stray "›".
 * Below 768px the current page's crumb is visually hidden (the title follows right below it).
 */
export function Breadcrumbs({ crumbs, label = 'Breadcrumb' }: { crumbs: Crumb[]; label?: string }) {
  const last = crumbs.length - 1;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path} data-current={i === last ? '' : undefined} data-before-current={i === last - 1 ? '' : undefined}>
            {i === last ? (
              <span aria-current="page" className={styles.current}>
                {crumb.name}
              </span>
            ) : (
              <>
                <Link href={crumb.path}>{crumb.name}</Link>
                <span className={styles.separator} aria-hidden="true">
                  ›
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}
