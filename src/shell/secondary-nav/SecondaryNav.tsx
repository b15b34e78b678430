import Link from 'next/link';
import type { SecondaryNav as SecondaryNavData } from '@/content/article-schema';
import { HorizontalScroller } from './HorizontalScroller.client';
import styles from './SecondaryNav.module.css';

/**
 * The secondary category bar ("guides bar"): a branding title or image linking to a category,
 * then the items as plain links, scrollable sideways. An item's sub-links are not shown here:
 * the main navigation's flyouts already offer them, and a second set of dropdowns repeated them.
 */
export function SecondaryNav({ nav, siteName, hideOnPhones = false }: { nav: SecondaryNavData; siteName: string; hideOnPhones?: boolean }) {
  const { branding } = nav;
  return (
    <nav aria-label="Categories" className={hideOnPhones ? `${styles.bar} ${styles.phoneHidden}` : styles.bar}>
      <div className={styles.inner}>
        {branding && (
          <Link href={branding.url} prefetch={false} className={styles.branding} style={branding.textColor ? { color: branding.textColor } : undefined}>
            {branding.imageSrc ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={branding.imageSrc} alt={branding.text || siteName} height="28" width="112" className={styles.brandingImage} />
            ) : (
              (branding.text ?? siteName)
            )}
          </Link>
        )}
        <HorizontalScroller>
          <ul className={styles.items}>
            {nav.items.map((item, i) => (
              <li key={item.url + i} className={styles.item}>
                <Link href={item.url} prefetch={false} className={styles.link}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </HorizontalScroller>
      </div>
    </nav>
  );
}
