import { disclaimerHiddenPaths } from '@/widgets/kits/commerce/page-rules';

/** Spec (savings 9): "Affiliate names: platejoy, optum, wellos, other." */
export const affiliateNames = ['platejoy', 'optum', 'wellos', 'other'] as const;
export type AffiliateName = (typeof affiliateNames)[number];

/**
 * Spec (article blocks 5): the disclaimer "shows only when the affiliate domain contains one of
 * six listed partner keywords". The spec does not list them; these are ours:
 * - the three partners the spec names (savings 9): platejoy, optum, wellos;
 * - for "other" partners, a store-and-perks group (article blocks 9 names "a store-and-perks
 *   group" of partners) made of the demo's reserved example domains: the demo shop
 *   (shop.example, used by the demo product links), a perks programme (perks.example) and the
 *   demo partner of src/features/links/hosts.ts (partner.example).
 * A deployment replaces the three example domains with its real partners, here and only here.
 */
export const disclaimerPartnerKeywords = ['platejoy', 'optum', 'wellos', 'shop.example', 'perks.example', 'partner.example'] as const;

/** Spec (savings 9): "fewer than 3 affiliates get one paragraph each; 3 or more get a combined list". */
export const combinedListMin = 3;

/** Spec (article blocks 2): the "Learn more." link. */
export const vettingPath = '/about/brand-and-product-vetting';
export const selectionPath = '/about/product-selection-process';
export const vettingTitle = 'How we vet brands and products';

/** The host of a domain as an editor may write it: "Perks.Optum.com", "https://perks.optum.com/rx". */
export function affiliateHost(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/\.$/, '');
}

/** The affiliate domain contains one of the six partner keywords. */
export function isPartnerDomain(domain: string): boolean {
  const host = affiliateHost(domain);
  return disclaimerPartnerKeywords.some((keyword) => host.includes(keyword));
}

/** "perks" is one of the domain's sub-domain labels (perks.optum.com, www.perks.optum.com; not optumperks.com). */
export function hasPerksSubdomain(domain: string): boolean {
  return affiliateHost(domain).split('.').slice(0, -2).includes('perks');
}

const partnerDisplayNames: Record<Exclude<AffiliateName, 'optum' | 'other'>, string> = {
  platejoy: 'PlateJoy',
  wellos: 'Wellos',
};

/** The partner as named in the disclaimer: optum reads "Optum Perks" on a perks sub-domain, "Optum Now" otherwise. */
export function partnerName(affiliate: { name: AffiliateName; domain: string; label?: string }): string {
  switch (affiliate.name) {
    case 'optum':
      return hasPerksSubdomain(affiliate.domain) ? 'Optum Perks' : 'Optum Now';
    case 'other':
      return affiliate.label?.trim() || affiliateHost(affiliate.domain);
    default:
      return partnerDisplayNames[affiliate.name];
  }
}

/** One partner's paragraph (our wording: we earn from links, the partner has no editorial say). */
export function partnerSentence(partner: string): string {
  return `We may earn a commission from links to ${partner}. ${partner} has no say in what we write.`;
}

/** The sentence before the combined list. */
export const combinedIntro = 'We may earn a commission from links to the partners below. None of them has a say in what we write.';

export type DisclaimerView = { layout: 'paragraphs' | 'list'; partners: string[] };

/**
 * What the disclaimer shows on a page, or null when it shows nothing: on the pages listed in
 * disclaimerHiddenPaths, or when no affiliate's domain contains a partner keyword. Partners
 * whose domain does not match are left out; a partner named twice is named once.
 */
export function disclaimerView(affiliates: readonly { name: AffiliateName; domain: string; label?: string }[], canonicalPath: string): DisclaimerView | null {
  if (disclaimerHiddenPaths.includes(canonicalPath)) return null;
  const partners = [...new Set(affiliates.filter((a) => isPartnerDomain(a.domain)).map(partnerName))];
  if (partners.length === 0) return null;
  return { layout: partners.length >= combinedListMin ? 'list' : 'paragraphs', partners };
}
