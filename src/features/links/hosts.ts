/**
 * Which hosts are what, in one place. A host matches its entry and every subdomain of it
 * (www.amazon.com matches amazon.com).
 */

/** Subdomains of a site's own domain that still count as the site (spec: "www, anon, dev or frontend hosts"). */
export const ownSubdomains = ['www', 'anon', 'dev', 'frontend'] as const;

/** Online retailers and affiliate networks: a link to one of them is an affiliate link even without rvo_aff=1. */
export const affiliateHosts: readonly string[] = [
  // retailers
  'amazon.com',
  'amazon.co.uk',
  'amazon.ca',
  'amzn.to',
  'walmart.com',
  'target.com',
  'iherb.com',
  // affiliate networks and link wrappers
  'shareasale.com',
  'awin1.com',
  'linksynergy.com',
  'anrdoezrs.net',
  'dpbolvw.net',
  'jdoqocy.com',
  'kqzyfj.com',
  'tkqlhce.com',
  'pntra.com',
  'prf.hn',
  'sjv.io',
  'skimresources.com',
  'avantlink.com',
];

/**
 * Partners: links to these hosts get transit_id, anonymousId and orgId appended at click time
 * (spec: "Partner links get transit_id, anonymousId and orgId appended"). The demo lists one
 * reserved example domain; a deployment lists its real partners here.
 */
export const partnerHosts: readonly string[] = ['partner.example'];

export function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

export function matchesAny(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => hostMatches(host, d));
}
