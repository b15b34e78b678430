import { matchesAny } from './hosts';

export const unknownAsin = 'unknown_asin';

export interface RetailerProduct {
  retailer: string;
  /** The product name from the path ("Nature-Made-Vitamin-D3" in /Nature-Made-Vitamin-D3/dp/B0…), else the retailer. */
  brand: string;
  /** The ASIN from /dp/<ASIN> or /gp/product/<ASIN>, else 'unknown_asin'. */
  productId: string;
}

export const amazonHosts = ['amazon.com', 'amazon.co.uk', 'amazon.ca', 'amzn.to'];
const asinPath = /^(?:(.*?)\/)?(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?#]|$)/i;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Recognises an online-retailer product link (spec: brand and product id from the product path, or 'unknown_asin'). */
export function parseRetailerLink(url: URL): RetailerProduct | null {
  const host = url.hostname.toLowerCase();
  if (!matchesAny(host, amazonHosts)) return null;
  const match = asinPath.exec(url.pathname.replace(/^\/+/, ''));
  const slug = match?.[1]?.split('/').filter(Boolean).at(-1);
  return {
    retailer: 'Amazon',
    brand: slug ? decodeSegment(slug).slice(0, 120) : 'Amazon',
    productId: match?.[2]?.toUpperCase() ?? unknownAsin,
  };
}
