import Link from 'next/link';
import type { NavigationDocument } from '@/content/article-schema';
import type { SiteConfig } from '@/lib/sites';
import styles from './Footer.module.css';

const networkNames: Record<NavigationDocument['footer']['socialLinks'][number]['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  threads: 'Threads',
};

export function Footer({ site, navigation }: { site: SiteConfig; navigation: NavigationDocument | null }) {
  const footer = navigation?.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{site.name}</p>
        {footer && footer.links.length > 0 && (
          <nav aria-label="Footer">
            <ul className={styles.list}>
              {footer.links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {footer && footer.socialLinks.length > 0 && (
          <ul className={styles.list} aria-label={`${site.name} on social media`}>
            {footer.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {networkNames[link.network]}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.note}>
          {site.name} is a demonstration site. Its articles are general information, not medical advice: talk to a qualified
          health professional about your own health.
        </p>
      </div>
    </footer>
  );
}
