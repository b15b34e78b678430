import { categoryIds, consentCategories, type ConsentGroups, type GroupCode } from './model';

/**
 * What a saved choice sends to our consent server (PATCH /api/consent, spec: savings 7). The
 * mapping: publisherCustomConsents holds our five categories by group code; the named third-party
 * vendors (not IAB-registered here, so also nonIABVendorsAllowed) follow targeting; setAll marks
 * "Accept all", unsetAll "Reject all". We run no IAB TCF purposes, so the purpose maps stay empty.
 */

/** Third-party ad and tracking vendors the site may load; each needs 'targeting'. */
export const consentVendors = ['google-publisher-tag', 'meta-pixel'] as const;
export type ConsentVendor = (typeof consentVendors)[number];

export type ChoiceKind = 'accept-all' | 'reject-all' | 'custom';

export interface ConsentRecordBody {
  consentId: string;
  vendorConsents: Record<string, boolean>;
  purposeConsents: Record<string, boolean>;
  vendorLegitimateInterests: Record<string, boolean>;
  purposeLegitimateInterests: Record<string, boolean>;
  publisherCustomConsents: Record<GroupCode, boolean>;
  nonIABVendorsAllowed: boolean;
  setAll: boolean;
  unsetAll: boolean;
}

export function recordBodyFor(consentId: string, groups: ConsentGroups, kind: ChoiceKind): ConsentRecordBody {
  const publisherCustomConsents = Object.fromEntries(categoryIds.map((id) => [consentCategories[id], groups[id]])) as Record<GroupCode, boolean>;
  return {
    consentId,
    vendorConsents: Object.fromEntries(consentVendors.map((v) => [v, groups.targeting])),
    purposeConsents: {},
    vendorLegitimateInterests: {},
    purposeLegitimateInterests: {},
    publisherCustomConsents,
    nonIABVendorsAllowed: groups.targeting,
    setAll: kind === 'accept-all',
    unsetAll: kind === 'reject-all',
  };
}
