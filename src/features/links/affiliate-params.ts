/** The spec's affiliate query parameters, read from a link. */
export interface AffiliateParams {
  /** rvo_aff=1 */
  isAffiliate: boolean;
  brandId?: string;
  productId?: string;
  campaignId?: string;
  subId?: string;
  subId2?: string;
  /** The domain derived from rvo_subid2, without www. */
  domain?: string;
}

function param(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name)?.trim();
  return value ? value.slice(0, 120) : undefined;
}

const hostLike = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+/;

/**
 * rvo_subid2 names the page the click came from: a URL ("https://www.site.com/path"), or a host
 * followed by a path or a separator ("site.com/path", "site.com_1234"). Returns the host without
 * www., or undefined when the value does not start with one.
 */
export function domainFromSubId2(value: string | undefined): string | undefined {
  const raw = (value ?? '').trim().toLowerCase();
  if (!raw) return undefined;
  let host: string | undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(raw)) {
    try {
      host = new URL(raw).hostname;
    } catch {
      return undefined;
    }
  } else {
    host = hostLike.exec(raw)?.[0];
  }
  if (!host || !host.includes('.') || host.split('.').some((label) => !label || label.startsWith('-') || label.endsWith('-'))) return undefined;
  return host.replace(/^www\./, '');
}

export function readAffiliateParams(url: URL): AffiliateParams {
  const subId2 = param(url, 'rvo_subid2');
  return {
    isAffiliate: url.searchParams.get('rvo_aff')?.trim() === '1',
    brandId: param(url, 'rvo_brandid'),
    productId: param(url, 'rvo_prodid'),
    campaignId: param(url, 'rvo_campaignid'),
    subId: param(url, 'subid'),
    subId2,
    domain: domainFromSubId2(subId2),
  };
}
