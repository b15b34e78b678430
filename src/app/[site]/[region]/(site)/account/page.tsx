import type { Metadata } from 'next';
import { AccountPage } from '@/features/accounts/components/account/AccountPage.client';
import { PageFrame } from '@/features/accounts/components/account/PageFrame';
import { pageContext } from '@/lib/page-key.server';

/** Personal: answered private, no-store. The page reads no cookie; the account is fetched in the browser. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Your account', robots: { index: false, follow: false } };

export default async function AccountRoute({ params }: { params: Promise<{ site: string; region: string }> }) {
  const { site } = await pageContext(params);
  return (
    <PageFrame title="Your account">
      <AccountPage site={site} />
    </PageFrame>
  );
}
