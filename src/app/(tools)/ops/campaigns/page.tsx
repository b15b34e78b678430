import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { operatorCanSignOut, operatorGate } from '@/views/ops/OpsGate';
import { campaignsData } from '@/features/ops/server/campaign-stats.server';
import { CampaignsView } from '@/views/ops/campaigns/CampaignsView';
import { campaignsQuerySchema } from '@/features/ops/campaign-query';

export const metadata: Metadata = { title: 'Campaigns · Operator dashboard', robots: { index: false, follow: false } };

/** Every campaign with its schedule, targeting and per-variant impressions, clicks and CTR; protected like /ops. */
export default async function OpsCampaignsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const gate = await operatorGate('/ops/campaigns', params.signin);
  if (gate) return gate;
  const query = campaignsQuerySchema.parse({ days: params.days, site: params.site, campaign: params.campaign });
  return <CampaignsView data={await campaignsData(await getDb(), query)} query={query} canSignOut={operatorCanSignOut()} />;
}
