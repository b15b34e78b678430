import { matchesAny } from '@/features/links/hosts';
import { amazonHosts } from '@/features/links/retailer';

/** Query parameter every outbound product link carries (spec: "rewritten with a correlationId query parameter"). */
export const correlationIdParam = 'correlationId';
/** The online retailer's sub-tag parameter: its reports then name the click it came from. */
export const ascsubtagParam = 'ascsubtag';
/** Spec: "Product links get a fresh correlation id 2 seconds after each click." */
export const productCorrelationRefreshMs = 2000;

/**
 * The affiliate network whose editors write a pipe (or its encoded form) as shorthand for the
 * merchant-id parameter: "?|=123" means "?mid=123" and "?id=9|=123" means "?id=9&mid=123".
 */
export const midNetworkHosts: readonly string[] = ['linksynergy.com'];

export type ProductUrl = { valid: true; href: string } | { valid: false; href: string };

const pipe = /\||%7c/gi;

/** Rewrites the network's pipe shorthand in the query: "mid" right after "?", "&mid" anywhere else. */
export function rewriteMidShorthand(href: string): string {
  const query = href.indexOf('?');
  if (query < 0) return href;
  const hash = href.indexOf('#', query);
  const end = hash < 0 ? href.length : hash;
  const rewritten = href
    .slice(query + 1, end)
    .replace(pipe, (_match, offset: number, whole: string) => (offset === 0 || whole[offset - 1] === '&' ? 'mid' : '&mid'));
  return `${href.slice(0, query + 1)}${rewritten}${href.slice(end)}`;
}

function hostOf(href: string): string | undefined {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(href.trim());
  return match?.[1]?.toLowerCase();
}

/**
 * An outbound product link as it is served: the network's pipe shorthand expanded, then the
 * correlation id set (replacing an earlier one), and for the online retailer an ascsubtag with
 * the same id. An address that does not parse is returned unchanged with valid: false, so the
 * caller can log "Invalid URL format" and still use the editor's link.
 */
export function productUrl(href: string, correlationId: string): ProductUrl {
  const host = hostOf(href);
  const expanded = host && matchesAny(host, midNetworkHosts) ? rewriteMidShorthand(href) : href;
  let url: URL;
  try {
    url = new URL(expanded);
  } catch {
    return { valid: false, href };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { valid: false, href };
  url.searchParams.set(correlationIdParam, correlationId);
  if (matchesAny(url.hostname.toLowerCase(), amazonHosts)) url.searchParams.set(ascsubtagParam, correlationId);
  return { valid: true, href: url.toString() };
}

export const invalidUrlMessage = 'Invalid URL format';
