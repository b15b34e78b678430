import type { Metadata } from 'next';
import { PageFrame } from '@/features/accounts/components/account/PageFrame';
import { SavedPage } from '@/features/accounts/components/account/SavedPage.client';
import { pageContext } from '@/lib/page-key.server';

/** Personal: answered private, no-store. The page reads no cookie; the list is fetched in the browser. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Saved articles', robots: { index: false, follow: false } };

export default async function SavedRoute({ params }: { params: Promise<{ site: string; region: string }> }) {
  await pageContext(params);
  return (
    <PageFrame title="Saved articles">
      <SavedPage />
    </PageFrame>
  );
}
