import type { MarketingTheme } from '@/content/article-schema';
import type { SiteConfig } from '@/sites';
import { THEME_NAMES, themedLogo } from './header-variant';
import { Logo } from './Logo';
import styles from './Header.module.css';

/** Spec: only a non-clickable logo; marketing landing pages may show their theme's logo image (desktop and mobile versions). */
export function SimplifiedHeader({ site, theme }: { site: SiteConfig; theme?: MarketingTheme }) {
  const logo = theme ? themedLogo(theme) : null;
  return (
    <header className={styles.header} data-header="simplified">
      <div className={styles.bar}>
        <div className={styles.inner}>
          <div className={styles.brand} data-theme={theme}>
            {logo ? (
              <picture>
                <source media="(min-width: 768px)" srcSet={logo.desktop} width="240" height="48" />
                <img src={logo.mobile} alt={`${site.name} ${THEME_NAMES[theme!]}`} width="160" height="40" className={styles.themedLogo} />
              </picture>
            ) : (
              <Logo site={site} />
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
