import { z } from 'zod';
import { SITE_IDS } from '@/sites';

/**
 * /ops/campaigns' query string: `?days=7|30|90|365&site=all|healthline|psy&campaign=<_uuid>`.
 * Anything else (a bad value, a repeated key) falls back to the default: the last 30 days, all
 * sites, every campaign. Raw events are kept 90 days (ANALYTICS_RETENTION_DAYS); older days come
 * from the daily rollups (campaign_daily), so a year shows too.
 */
const single = (value: unknown) => (Array.isArray(value) ? undefined : value);

export const campaignsQuerySchema = z.object({
  days: z.preprocess(single, z.enum(['7', '30', '90', '365']).catch('30').default('30').transform(Number)),
  site: z.preprocess(single, z.enum(['all', ...SITE_IDS]).catch('all').default('all')),
  campaign: z.preprocess(single, z.uuid().optional().catch(undefined)),
});

export type CampaignsQuery = z.infer<typeof campaignsQuerySchema>;

/** The periods the page offers, in days. */
export const campaignPeriods = [7, 30, 90, 365] as const;
