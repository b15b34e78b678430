/**
 * Facts about a request that the production server (scripts/server.mjs, decision 007) has made
 * trustworthy: it overwrites X-Forwarded-Proto with https only for a TLS connection or a trusted
 * proxy that says so. Under `next dev` nothing overwrites it; there it is only a development aid.
 */
export function requestIsHttps(headers: Headers): boolean {
  return headers.get('x-forwarded-proto') === 'https';
}

/**
 * Whether a state-changing request (a form POST, or a JSON call through readJsonBody) was sent by
 * a page of another site: a cross-site request forgery. Browsers say so in Sec-Fetch-Site; older
 * ones only send Origin, compared with the Host the request was made to. Only same-origin counts:
 * our pages post to their own origin, so a same-site page (a sibling subdomain, even our other
 * site's) is refused too. A request with neither header (curl, a server, a mail client's
 * one-click unsubscribe) is not a browser's cross-site request.
 */
export function isCrossSiteRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== (headers.get('host') ?? '');
  } catch {
    return true;
  }
}

/** The answer to a forged cross-site form POST. */
export function crossSiteRefused(): Response {
  return new Response('Cross-site form posts are not accepted here.\n', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
