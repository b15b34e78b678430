import { affiliateHost } from '../disclaimers/disclaimer';

/**
 * Spec (article blocks 9): "Retailer keyword groups detected in end-of-section links: three (a
 * store-and-perks group and two meal or food partners)." The spec names no keywords; ours follow
 * the affiliate disclaimer's partner keywords (src/widgets/disclaimers/disclaimer.ts): the
 * store-and-perks group is made of the demo's reserved example domains (the demo shop and perks
 * programme), and the two meal or food partners are the disclaimer's named partners PlateJoy and
 * Wellos. A deployment lists its real partners here and in the disclaimer.
 */
export const retailerGroups = [
  { id: 'store-and-perks', keywords: ['shop.example', 'perks.example'], name: null },
  { id: 'platejoy', keywords: ['platejoy'], name: 'PlateJoy' },
  { id: 'wellos', keywords: ['wellos'], name: 'Wellos' },
] as const;

export type RetailerGroupId = (typeof retailerGroups)[number]['id'];

export interface RetailerMatch {
  group: RetailerGroupId;
  /** The partner as named in the disclosure: the partner's name, or for the store-and-perks group its host. */
  partner: string;
}

/** The retailer group whose keyword the destination's host contains, or null (also for addresses that do not parse). */
export function detectRetailer(destinationUrl: string): RetailerMatch | null {
  let host: string;
  try {
    const url = new URL(destinationUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    host = affiliateHost(url.hostname);
  } catch {
    return null;
  }
  for (const group of retailerGroups) {
    if (group.keywords.some((keyword) => host.includes(keyword))) {
      return { group: group.id, partner: group.name ?? host.replace(/^www\./, '') };
    }
  }
  return null;
}
