import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client.server';
import { pageContext } from '@/lib/page-key.server';
import { siteOrigin } from '@/lib/site-origin';
import { previewLinkDocument } from '@/publishing/lifecycle/previews.server';
import { previewPageData } from '@/publishing/lifecycle/preview-page.server';
import { PreviewPage } from '@/views/newsroom/PreviewPage';

/** A shared preview link, for a reviewer without an account: the document's newest revision until the link expires. Private, never cached. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false }, referrer: 'no-referrer' };

export default async function LinkPreview({ params }: { params: Promise<{ site: string; region: string; token: string }> }) {
  const { siteConfig: site, region } = await pageContext(params);
  const { token } = await params;
  const id = await previewLinkDocument(await getDb(), token, new Date());
  if (!id) notFound();
  const data = await previewPageData(id, site.id);
  if (!data) notFound();
  return <PreviewPage {...data} site={site} region={region} origin={siteOrigin(site.id)} />;
}
