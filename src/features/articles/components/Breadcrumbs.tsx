import Link from 'next/link';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/** Visible trail; the same crumbs feed the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs, label = 'Breadcrumb' }: { crumbs: Crumb[]; label?: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link href={crumb.path}>{crumb.name}</Link>}
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
