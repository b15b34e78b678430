import { readAffiliateParams } from './affiliate-params';
import { parseRetailerLink } from './retailer';

/** What the server knows about an affiliate link; the click adds text, position and linkUrl. */
export interface AffiliateLinkDetails {
  brand?: string;
  productId?: string;
  name?: string;
}

export function affiliateLinkDetails(url: URL): AffiliateLinkDetails {
  const params = readAffiliateParams(url);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const retailer = parseRetailerLink(url);
  if (retailer) return { brand: retailer.brand, productId: retailer.productId, name: params.domain ?? host };
  return { brand: params.brandId ?? params.domain ?? host, productId: params.productId, name: params.domain ?? host };
}
