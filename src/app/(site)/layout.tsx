import type { ReactNode } from 'react';
import { getNavigation } from '@/content/queries.server';
import { AdsConfigScript } from '@/features/ads/components/AdsConfigScript';
import { ConsentScript } from '@/features/consent/components/ConsentScript';
import { TrackingListener } from '@/features/analytics/components/TrackingListener.client';
import { SiteTools } from '@/features/site-tools/components/SiteTools.client';
import { currentSite } from '@/lib/current-site.server';
import { Footer } from '@/shell/Footer';

/**
 * The shell. The header comes from the @header slot rather than from this layout: a layout is
 * kept across client navigations, but the header depends on the page (decision 002).
 */
export default async function SiteLayout({ children, header }: { children: ReactNode; header: ReactNode }) {
  const site = await currentSite();
  const navigation = await getNavigation(site.id);
  return (
    <>
      <ConsentScript />
      <AdsConfigScript />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {header}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer site={site} navigation={navigation} />
      <TrackingListener />
      <SiteTools />
    </>
  );
}
