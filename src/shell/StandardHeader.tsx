import Link from 'next/link';
import { SubscribeButton } from '@/features/newsletter/components/SubscribeButton.client';
import type { NavigationDocument } from '@/content/article-schema';
import type { SiteConfig } from '@/lib/sites';
import { BrandingPanel } from './branding-panel/BrandingPanel';
import { HeaderTools } from './HeaderTools';
import { Logo } from './Logo';
import { MainNav } from './main-nav/MainNav';
import { SecondaryNav } from './secondary-nav/SecondaryNav';
import styles from './Header.module.css';

interface Props {
  site: SiteConfig;
  navigation: NavigationDocument | null;
  isHome: boolean;
  /** An article: below 768px the guides bar is left out, so the title comes sooner (chrome budget, issue 16). */
  isArticle?: boolean;
}

/** Logo (the page heading on /, a link to / elsewhere), main navigation, branding panel, tools, secondary navigation. */
export function StandardHeader({ site, navigation, isHome, isArticle = false }: Props) {
  const panel = navigation?.brandingPanel?.enabled ? navigation.brandingPanel : undefined;
  return (
    <header className={styles.header} data-header="standard">
      <div className={styles.bar}>
        <div className={styles.inner}>
          {isHome ? (
            <h1 className={styles.brand}>
              <Logo site={site} />
            </h1>
          ) : (
            <Link href="/" prefetch={false} className={styles.brand} aria-label={`${site.name} home`}>
              <Logo site={site} />
            </Link>
          )}
          {/* Below 768px the bar is one row of icon buttons: Subscribe moves into the hamburger menu. */}
          <MainNav items={navigation?.header ?? []} menuExtras={<SubscribeButton />} />
          {panel && <BrandingPanel panel={panel} />}
          <HeaderTools subscribeInMenu={(navigation?.header.length ?? 0) > 0} />
        </div>
      </div>
      {navigation?.secondaryNav && <SecondaryNav nav={navigation.secondaryNav} siteName={site.name} hideOnPhones={isArticle} />}
    </header>
  );
}
