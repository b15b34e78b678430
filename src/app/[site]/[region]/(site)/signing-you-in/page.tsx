import type { Metadata } from 'next';
import { SigningYouIn } from '@/features/accounts/components/SigningYouIn.client';
import { siteNewsletter } from '@/features/newsletter/lists';
import { env } from '@/lib/env';
import { pageContext } from '@/lib/page-key.server';

export const metadata: Metadata = { title: 'Signing you in', robots: { index: false, follow: false } };
/** A member's page: answered private, no-store (nothing personal is in it; the browser fills it in). */
export const dynamic = 'force-dynamic';

/** The sign-in return page (spec 2): the callback sends the browser here with the outcome in the fragment. */
export default async function SigningYouInPage({ params }: { params: Promise<{ site: string; region: string }> }) {
  const { site } = await pageContext(params);
  const newsletter = siteNewsletter(site);
  const listName = newsletter.lists.find((l) => l.id === newsletter.defaultLists[0])?.name ?? 'our';
  return <SigningYouIn site={site} dailyDoseBase={env().DAILY_DOSE_URL} newsletterName={listName} />;
}
