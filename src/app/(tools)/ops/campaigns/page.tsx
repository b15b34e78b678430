import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client.server';
import { SignInForm } from '@/features/ops/components/SignInForm';
import { operatorAccess, operatorCookieName } from '@/features/ops/server/access.server';
import { peerAddress } from '@/lib/client-address.server';
import { env } from '@/lib/env';
import { requestIsHttps } from '@/lib/request-security';
import { campaignsData } from './campaign-stats.server';
import { CampaignsView } from './CampaignsView';
import { campaignsQuerySchema } from './query';

export const metadata: Metadata = { title: 'Campaigns · Operator dashboard', robots: { index: false, follow: false } };

const signInMessages: Record<string, string> = {
  failed: 'That token is not valid.',
  limited: 'Too many attempts. Try again in 15 minutes.',
};

/** Every campaign with its schedule, targeting and per-variant impressions, clicks and CTR; protected like /ops. */
export default async function OpsCampaignsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = env().OPERATOR_TOKEN;
  const params = await searchParams;
  const cookieName = operatorCookieName(requestIsHttps(await headers()));
  const access = operatorAccess(token, (await cookies()).get(cookieName)?.value, await peerAddress());
  if (access === 'hidden') notFound();
  if (access === 'sign-in') return <SignInForm message={signInMessages[String(params.signin)]} />;
  const query = campaignsQuerySchema.parse({ days: params.days, site: params.site, campaign: params.campaign });
  return <CampaignsView data={await campaignsData(await getDb(), query)} query={query} canSignOut={Boolean(token)} />;
}
