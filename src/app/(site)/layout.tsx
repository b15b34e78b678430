import type { ReactNode } from 'react';
import { getNavigation } from '@/content/queries.server';
import { AdBlockDetector } from '@/features/ad-block/components/AdBlockDetector.client';
import { privacyLinkLabel } from '@/features/consent/categories';
import { AdsConfigScript } from '@/features/ads/components/AdsConfigScript';
import { ConsentScript } from '@/features/consent/components/ConsentScript';
import { ConsentUi } from '@/features/consent/components/ConsentUi';
import { currentConsent } from '@/features/consent/server/consent.server';
import { MetricsContextScript } from '@/features/analytics/components/MetricsContextScript';
import { MetricsReporter } from '@/features/analytics/components/MetricsReporter.client';
import { TrackingListener } from '@/features/analytics/components/TrackingListener.client';
import { ErrorReporter } from '@/features/errors/components/ErrorReporter.client';
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
  const { regime } = await currentConsent();
  return (
    <>
      <ConsentScript />
      <MetricsContextScript site={site.id} />
      <AdsConfigScript />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ConsentUi />
      {header}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer site={site} navigation={navigation} privacyLabel={privacyLinkLabel(regime)} />
      <TrackingListener />
      <SiteTools />
      <AdBlockDetector />
      <MetricsReporter />
      <ErrorReporter />
    </>
  );
}
