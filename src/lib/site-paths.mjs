// Which request paths are a site's pages, and what of their query a page is rendered with. Plain
// JavaScript, so that scripts/server.mjs (before Next) and src/proxy.ts (inside it) read one rule.

/** Paths proxy.ts leaves alone: route handlers, per-reader pages, Next's own files. */
const passThroughPrefixes = ['/api/', '/v2/', '/_next/', '/ops', '/newsroom', '/dev/', '/media/', '/schemas/', '/consent/'];
/** Exact paths proxy.ts leaves alone: the health and readiness checks (route handlers; any host). */
const passThroughPaths = new Set(['/healthz', '/readyz']);

/**
 * Per-site files served by route handlers under the internal segments. The sitemap's folder is
 * not called sitemap.xml: Next treats that name as its metadata route and does not cache it.
 */
export const siteFiles = new Map([
  ['/robots.txt', '/robots.txt'],
  ['/sitemap.xml', '/sitemap-xml'],
]);

/** Whether a path is a site's page (or per-site file), rewritten by proxy.ts, rather than a route handler's or a file's. */
export function isSitePath(pathname) {
  if (passThroughPaths.has(pathname)) return false;
  if (passThroughPrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) return false;
  // Files in public/ (a dot in the last segment); canonical paths never have one.
  return siteFiles.has(pathname) || !/\.[^/]*$/.test(pathname);
}

/**
 * The methods a site path answers: a site file GET and HEAD; a page POST too, for its Server
 * Functions (with the Next-Action header, or a form posted before hydration). Anything else is
 * refused before Next answers, since Next would cache its refusal as the path's answer (a PATCH
 * once replaced /robots.txt with a cached 405 for a day).
 */
export function methodsFor(pathname) {
  return siteFiles.has(pathname) ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'POST'];
}

/**
 * The query parameters a page reads, by path; every other one is dropped before the page renders
 * (issue 29). A static page is rendered once and kept for everyone, and Next writes the address it
 * was rendered for into the page, so the first reader's query (an email address, a click id) rode
 * along to every reader. /search's parameters become its path (src/lib/page-rewrite.ts); the
 * others are read by pages rendered per request. `_rsc` is Next's own (client navigation).
 * The browser keeps its full address either way: utm parameters and driversDebug are read there.
 */
const pageParams = new Map([
  ['/search', ['q1', 'q', 'page']],
  ['/compare', ['article', 'products']],
  ['/newsletter/confirm', ['token', 'result']],
  ['/newsletter/unsubscribe', ['token', 'result']],
  ['/newsletter/delete', ['token', 'result']],
]);
const nextParams = ['_rsc'];

/** The query a site path is rendered with ('' or '?…'): only its page's own parameters. */
export function pageQuery(pathname, search) {
  const names = [...(pageParams.get(pathname) ?? []), ...nextParams];
  const kept = new URLSearchParams([...search].filter(([name]) => names.includes(name)));
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * A request target (req.url) as Next may see it: a site path keeps only its page's parameters;
 * anything else (route handlers, files) is left as it came.
 */
export function renderedTarget(target) {
  const at = target?.indexOf('?') ?? -1;
  if (at < 0) return target;
  const path = target.slice(0, at);
  if (!isSitePath(path)) return target;
  return `${path}${pageQuery(path, new URLSearchParams(target.slice(at + 1)))}`;
}
