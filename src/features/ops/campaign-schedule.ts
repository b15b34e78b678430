import type { CampaignTargeting } from '@/content/campaigns/schema';
import { campaignVariantNames } from '@/content/campaigns/variant-names';

/** Where a campaign stands against its start and end dates (its status, active or paused, is shown beside it): the shared schedule rule. */
export { scheduleState, type ScheduleState } from '@/content/schedule';

const rules: [keyof CampaignTargeting, string][] = [
  ['categories', 'Categories'],
  ['pageTemplates', 'Page templates'],
  ['paths', 'Paths'],
  ['excludePaths', 'Not on paths'],
  ['k1', 'k1'],
  ['kmeta', 'Keywords'],
  ['deviceTypes', 'Devices'],
  ['regions', 'Regions'],
  ['audiences', 'Audiences'],
  ['excludeAudiences', 'Not for audiences'],
];

/**
 * One line per targeting rule that is set ("Categories: nutrition, sleep"), each naming at most
 * `limit` values ("and 2 more"); none set: every page of the site.
 */
export function targetingSummary(targeting: Partial<CampaignTargeting> | undefined, limit = 5): string[] {
  const lines = rules.flatMap(([key, label]) => {
    const values = targeting?.[key];
    if (!Array.isArray(values) || values.length === 0) return [];
    const shown = values.slice(0, limit).join(', ');
    return [`${label}: ${shown}${values.length > limit ? ` and ${values.length - limit} more` : ''}`];
  });
  return lines.length ? lines : ['Every page of the site'];
}

/** Click-through rate in percent with one decimal, or null without impressions. */
export function clickThroughRate(impressions: number, clicks: number): number | null {
  return impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : null;
}

/** The variant names a campaign's events carry: its A/B variants, or "A" when it has none. */
export const variantNames = campaignVariantNames;
