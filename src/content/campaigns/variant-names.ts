import { defaultVariantName, type CampaignDocument } from './schema';

/** The variant names a campaign's events carry: its A/B variants, or "A" when it has none (src/features/drivers/api-schema.ts). */
export function campaignVariantNames(campaign: Pick<CampaignDocument, 'variants'>): string[] {
  return campaign.variants?.length ? campaign.variants.map((v) => v.name) : [defaultVariantName];
}
