import type { ReactNode } from 'react';
import { getNavigation } from '@/content/queries.server';
import { TrackingListener } from '@/features/analytics/components/TrackingListener.client';
import { SiteTools } from '@/features/site-tools/components/SiteTools.client';
import { currentSite } from '@/lib/current-site.server';
import { Footer } from '@/shell/Footer';
import { Header } from '@/shell/Header';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const site = await currentSite();
  const navigation = await getNavigation(site.id);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header site={site} navigation={navigation} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer site={site} navigation={navigation} />
      <TrackingListener />
      <SiteTools />
    </>
  );
}
