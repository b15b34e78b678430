import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { currentStaff } from '@/features/staff/server/current-staff.server';
import { pageContext } from '@/lib/page-key.server';
import { siteOrigin } from '@/lib/site-origin';
import { previewPageData } from '@/publishing/lifecycle/preview-page.server';
import { PreviewPage } from '@/views/newsroom/PreviewPage';

/** A staff member's preview of a document's newest revision (the editor's live preview): per person, private, never cached (decision 017). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

export default async function DocumentPreview({ params }: { params: Promise<{ site: string; region: string; id: string }> }) {
  const { siteConfig: site, region } = await pageContext(params);
  const { id } = await params;
  if (!(await currentStaff())) redirect(`/newsroom/sign-in?next=${encodeURIComponent(`/newsroom/documents/${id}`)}`);
  const data = await previewPageData(id, site.id);
  if (!data) notFound();
  const other = data.content.kind === 'other-site' ? data.content.site : null;
  return <PreviewPage {...data} site={site} region={region} origin={siteOrigin(site.id)} otherOrigin={other ? `${siteOrigin(other as typeof site.id)}/newsroom/documents/${id}` : undefined} />;
}
