import type { ReactNode } from 'react';
import { getNavigation } from '@/content/queries.server';
import { AdBlockDetector } from '@/features/ad-block/components/AdBlockDetector.client';
import { privacyLinkLabel } from '@/features/consent/categories';
import { AdsConfigScript } from '@/features/ads/components/AdsConfigScript';
import { ConsentScript } from '@/features/consent/components/ConsentScript';
import { ConsentUi } from '@/features/consent/components/ConsentUi';
import { MetricsContextScript } from '@/features/analytics/components/MetricsContextScript';
import { MetricsReporter } from '@/features/analytics/components/MetricsReporter.client';
import { TrackingListener } from '@/features/analytics/components/TrackingListener.client';
import { DriverBars, DriverPopups } from '@/features/drivers/shell-leaves';
import { ErrorReporter } from '@/features/errors/components/ErrorReporter.client';
import { SiteTools } from '@/features/site-tools/components/SiteTools.client';
import { pageContext } from '@/lib/page-key.server';
import { Footer } from '@/shell/Footer';
import frame from '@/shell/SiteFrame.module.css';
import { DemoNoticeRibbon } from '@/shell/demo-notice/DemoNotice';

/**
 * The shell. The header comes from the @header slot rather than from this layout: a layout is
 * kept across client navigations, but the header depends on the page (decision 002). Everything
 * here depends on the site and the region class alone; the reader's own state (consent choice,
 * site tools, survey) is read in the browser (decision 004).
 */
export default async function SiteLayout({ children, header, params }: { children: ReactNode; header: ReactNode; params: Promise<{ site: string; region: string }> }) {
  const { siteConfig: site, region } = await pageContext(params);
  const navigation = await getNavigation(site.id);
  return (
    <>
      <div className={frame.frame}>
        <ConsentScript regime={region} />
        <MetricsContextScript site={site.id} />
        <AdsConfigScript site={site.id} />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ConsentUi regime={region} />
        <DemoNoticeRibbon />
        {header}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer site={site} navigation={navigation} privacyLabel={privacyLinkLabel(region)} />
        <TrackingListener />
        <SiteTools />
        <AdBlockDetector />
        <DriverPopups />
        <MetricsReporter />
        <ErrorReporter />
      </div>
      {/* After the frame: the bars' spacer lengthens the document without moving the footer of a short page. */}
      <DriverBars />
    </>
  );
}
