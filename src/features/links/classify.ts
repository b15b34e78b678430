import { readAffiliateParams } from './affiliate-params';
import { matchesAny, ownSubdomains, partnerHosts, affiliateHosts } from './hosts';

/**
 * internal: relative path, hash or the site's own domain; outbound: any other web address;
 * affiliate: an outbound link with rvo_aff=1 or to a known retailer or affiliate network;
 * other: mailto:, tel: and links without an address, which are left as they are.
 */
export type LinkKind = 'internal' | 'outbound' | 'affiliate' | 'other';

export interface LinkScope {
  /** The site's own domains: its production domain, the hosts it is served on, the request host. */
  ownDomains: readonly string[];
  /** Sent to partners as orgId. */
  orgId: string;
  /** A page a sponsor paid for (its template's `outboundLinks`): every outbound link on it is a paid (affiliate) link. */
  sponsored?: boolean;
}

export interface ClassifiedLink {
  kind: LinkKind;
  /** The parsed address of outbound and affiliate links. */
  url?: URL;
  /** True for links to a partner host (they get partner parameters at click time). */
  partner: boolean;
}

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/** Host name without port and trailing dot, lowercased; '' when the value is not a host. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
}

/** True for the domain itself and its www., anon., dev. and frontend. hosts. */
export function isOwnHost(host: string, ownDomains: readonly string[]): boolean {
  const name = normalizeHost(host);
  return ownDomains.some((raw) => {
    const domain = normalizeHost(raw);
    return domain !== '' && (name === domain || ownSubdomains.some((sub) => name === `${sub}.${domain}`));
  });
}

export function classifyLink(href: string | undefined, scope: LinkScope): ClassifiedLink {
  const value = (href ?? '').trim();
  if (!value) return { kind: 'other', partner: false };
  const scheme = schemePattern.exec(value)?.[1]?.toLowerCase();
  const protocolRelative = value.startsWith('//');
  if (!scheme && !protocolRelative) return { kind: 'internal', partner: false };
  if (scheme && scheme !== 'http' && scheme !== 'https') return { kind: 'other', partner: false };
  let url: URL;
  try {
    url = new URL(protocolRelative ? `https:${value}` : value);
  } catch {
    return { kind: 'other', partner: false };
  }
  const host = normalizeHost(url.hostname);
  if (isOwnHost(host, scope.ownDomains)) return { kind: 'internal', partner: false };
  const affiliate = scope.sponsored === true || readAffiliateParams(url).isAffiliate || matchesAny(host, affiliateHosts);
  return { kind: affiliate ? 'affiliate' : 'outbound', url, partner: matchesAny(host, partnerHosts) };
}
