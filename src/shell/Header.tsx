import Link from 'next/link';
import type { NavigationDocument } from '@/content/article-schema';
import type { SiteConfig } from '@/lib/sites';
import { BrandHeading } from './BrandHeading.client';
import { Logo } from './Logo';
import { SearchBox } from './search-box/SearchBox';
import styles from './Header.module.css';

interface Props {
  site: SiteConfig;
  navigation: NavigationDocument | null;
}

export function Header({ site, navigation }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandHeading className={styles.brand} label={`${site.name} home`}>
          <Logo site={site} />
        </BrandHeading>
        {navigation && navigation.header.length > 0 && (
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.links}>
              {navigation.header.map((item) => (
                <li key={item.url}>
                  <Link href={item.url} prefetch={false}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SearchBox />
      </div>
    </header>
  );
}
