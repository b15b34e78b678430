// Is each page type one shared, cacheable page? Its answer must say `public` and `s-maxage`, and
// the build must not list its route as dynamic (ƒ). The route and its kind come from the build's
// manifests: the app-path routes, and the prerender manifest's static routes (○) and routes with
// generateStaticParams rendered on demand (●); any other page route is dynamic.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { readRegions } from '../deploy/nginx/regions.mjs';
import { isSitePath, siteFiles } from '../src/lib/site-paths.mjs';

const readManifest = (name) => JSON.parse(fs.readFileSync(path.join(root, '.next', name), 'utf8'));

/** Segment ranks in Next's route order: a static segment wins over [param], which wins over [...rest]. */
const segmentRank = (segment) => (segment.startsWith('[[...') ? 3 : segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0);

function patternRegex(route) {
  const source = route
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith('[[...') ? '(?:/.+)?' : s.startsWith('[...') ? '/.+' : s.startsWith('[') ? '/[^/]+' : `/${s.replace(/[.*+?^${}()|\\]/g, '\\$&')}`))
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

function bySpecificity(a, b) {
  const sa = a.split('/');
  const sb = b.split('/');
  for (let i = 1; i < Math.max(sa.length, sb.length); i++) {
    if (sa[i] === undefined || sb[i] === undefined) return sa.length - sb.length;
    const diff = segmentRank(sa[i]) - segmentRank(sb[i]);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The build's page routes and how each is rendered: 'static' (○), 'isr' (●) or 'dynamic' (ƒ). */
export function routeKinds() {
  const appPaths = readManifest('app-path-routes-manifest.json');
  const prerender = readManifest('prerender-manifest.json');
  const routes = [...new Set(Object.entries(appPaths).filter(([entry]) => entry.endsWith('/page')).map(([, route]) => route))].sort(bySpecificity);
  return routes.map((route) => ({
    route,
    regex: patternRegex(route),
    kind: route in prerender.routes ? 'static' : route in prerender.dynamicRoutes ? 'isr' : 'dynamic',
  }));
}

/** The route an internal path (after the proxy's rewrite) renders, with its kind; null when none matches. */
export function routeFor(internalPath, kinds = routeKinds()) {
  return kinds.find((k) => k.regex.test(internalPath)) ?? null;
}

export function publiclyCacheable(cacheControl) {
  const directives = (cacheControl ?? '').toLowerCase().split(',').map((d) => d.trim());
  return directives.includes('public') && directives.some((d) => /^s-maxage=[1-9]\d*$/.test(d));
}

/**
 * The internal path src/proxy.ts rewrites a bench page to (the server no longer says so in
 * x-middleware-rewrite, issue 29): /healthline (the bench asks on localhost) / the region class of
 * its cf-ipcountry (regions.json, as nginx reads it) / the path; /search's query becomes a key
 * segment and /sitemap.xml /sitemap-xml. Only the route pattern it matches matters here.
 */
export function internalPathFor(page, regions = readRegions()) {
  const pathname = new URL(page.path, 'http://bench').pathname;
  if (!isSitePath(pathname)) return pathname;
  const country = String(page.headers?.['cf-ipcountry'] ?? '').trim().toUpperCase();
  const region = country === '' || regions.notACountry.includes(country) ? regions.unknownCountry : (['gdpr', 'us'].find((c) => regions[c].includes(country)) ?? regions.otherCountries);
  const path = pathname === '/search' ? '/search/-' : (siteFiles.get(pathname) ?? pathname);
  return `/healthline/${region}${path === '/' ? '' : path}`;
}

/** GETs each page ({ name: { path, headers } }) and checks its Cache-Control and its route's kind. */
export async function checkCacheability(base, pages) {
  const kinds = routeKinds();
  const results = {};
  for (const [name, page] of Object.entries(pages)) {
    const res = await fetch(base + page.path, { headers: page.headers });
    await res.arrayBuffer();
    const cacheControl = res.headers.get('cache-control');
    const route = routeFor(internalPathFor(page), kinds);
    results[name] = {
      path: page.path,
      status: res.status,
      cacheControl,
      route: route?.route ?? null,
      kind: route?.kind ?? null,
      publiclyCacheable: publiclyCacheable(cacheControl),
    };
  }
  return results;
}
