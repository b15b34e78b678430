import type { CSSProperties } from 'react';
import Link from 'next/link';
import { SubscribeButton } from '@/features/newsletter/components/SubscribeButton.client';
import type { NavigationDocument } from '@/content/article-schema';
import type { SiteConfig } from '@/sites';
import { BrandingPanel } from './branding-panel/BrandingPanel';
import { visibleBrandingPanel } from './branding-panel/visible-panel';
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
  /** The moment the branding panel's schedule is checked against; the render's when absent. */
  now?: number;
}

/** Logo (the page heading on /, a link to / elsewhere), main navigation, branding panel, tools, secondary navigation. */
export function StandardHeader({ site, navigation, isHome, isArticle = false, now }: Props) {
  const panel = visibleBrandingPanel(navigation, now);
  const navItems = navigation?.header ?? [];
  // The phone's bar keeps a 44px track for each icon button before the tools: the menu's and the branding panel's.
  const iconButtons = (navItems.length > 0 ? 1 : 0) + (panel ? 1 : 0);
  return (
    <header className={styles.header} data-header="standard">
      <div className={styles.bar}>
        <div className={styles.inner} style={{ '--header-icons': iconButtons } as CSSProperties}>
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
          <MainNav items={navItems} menuExtras={<SubscribeButton />} />
          {panel && <BrandingPanel panel={panel} />}
          <HeaderTools subscribeInMenu={navItems.length > 0} />
        </div>
      </div>
      {navigation?.secondaryNav && <SecondaryNav nav={navigation.secondaryNav} siteName={site.name} hideOnPhones={isArticle} />}
    </header>
  );
}
