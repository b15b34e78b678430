// What the production server (scripts/server.mjs) records of every request (issue 29): a request id
// that nginx's access log and every app log line share, and the operator's Prometheus metrics
// (requests, durations and statuses by route pattern, Next's cache, the process itself), which
// GET /api/metrics serves after the app's own (docs/areas/metrics.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { fromTrustedProxy } from './secure-response.mjs';
import { isSitePath, siteFiles } from '../src/lib/site-paths.mjs';

export const requestIdHeader = 'x-request-id';
/** What a trusted proxy's id must look like: nginx's $request_id is 32 hex digits. */
export const requestIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** A fresh id, shaped like nginx's $request_id (32 hex digits). */
export const newRequestId = () => randomUUID().replaceAll('-', '');

/** The trusted proxy's X-Request-Id when it is well formed, else a fresh one; a client's own is never believed. */
export function requestIdFor(req, trusted) {
  const sent = req.headers[requestIdHeader];
  if (typeof sent === 'string' && requestIdPattern.test(sent) && fromTrustedProxy(trusted, req.socket?.remoteAddress)) return sent;
  return newRequestId();
}

/**
 * The request context ({ requestId, route: the route pattern }) while Next handles a request. Kept on globalThis: the app's
 * code is bundled by Next with modules of its own, and src/lib/log.ts reads the store from here.
 */
export function requestContext() {
  globalThis.__wellreadRequestContext ??= new AsyncLocalStorage();
  return globalThis.__wellreadRequestContext;
}

export const metricNames = {
  requests: 'wellread_http_requests_total',
  duration: 'wellread_http_request_duration_seconds',
  nextCache: 'wellread_next_cache_total',
};
/** For a web page: 5 ms to 10 s. */
export const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's registry, created once per process and kept on globalThis, where GET /api/metrics
 * (src/features/analytics/server/prometheus.server.ts) finds it: HTTP metrics and prom-client's
 * default metrics (event-loop lag, memory, GC, CPU, handles), all prefixed wellread_.
 */
export function serverRegistry() {
  if (globalThis.__wellreadServerRegistry) return globalThis.__wellreadServerRegistry;
  const registry = new Registry();
  new Counter({ name: metricNames.requests, help: 'HTTP requests answered, by route pattern, method and status ("aborted": the client left before the answer was sent)', labelNames: ['route', 'method', 'status'], registers: [registry] });
  new Histogram({ name: metricNames.duration, help: 'Time from a request to the end of its answer, in seconds, by route pattern and method (answers sent in full)', labelNames: ['route', 'method'], buckets: durationBuckets, registers: [registry] });
  new Counter({ name: metricNames.nextCache, help: "Answers by Next's x-nextjs-cache header (hit, stale, miss, revalidated; none without it)", labelNames: ['result'], registers: [registry] });
  collectDefaultMetrics({ register: registry, prefix: 'wellread_' });
  globalThis.__wellreadServerRegistry = registry;
  return registry;
}

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method) => (knownMethods.has(method) ? method : 'other');

const cacheResults = new Set(['hit', 'stale', 'miss', 'revalidated']);
export function nextCacheLabel(value) {
  if (value === undefined || value === null || value === '') return 'none';
  const result = String(value).trim().toLowerCase();
  return cacheResults.has(result) ? result : 'other';
}

/** Next's build output: app path → route ("/[site]/[region]/(site)/[...path]/page" → "/[site]/[region]/[...path]"). Empty without a build. */
export function readRouteManifest(distDir) {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8'));
  } catch {
    return {};
  }
}

const sitePrefix = ['[site]', '[region]'];
const segmentRank = { static: 0, dynamic: 1, catchAll: 2, optionalCatchAll: 3 };

function compile(route) {
  const segments = route.split('/').filter(Boolean).map((s) => {
    if (/^\[\[\.\.\..+\]\]$/.test(s)) return { kind: 'optionalCatchAll' };
    if (/^\[\.\.\..+\]$/.test(s)) return { kind: 'catchAll' };
    if (/^\[.+\]$/.test(s)) return { kind: 'dynamic' };
    return { kind: 'static', value: s };
  });
  return { segments, ranks: segments.map((s) => segmentRank[s.kind]) };
}

function matches(compiled, parts) {
  const { segments } = compiled;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment.kind === 'optionalCatchAll') return parts.length >= i;
    if (segment.kind === 'catchAll') return parts.length > i;
    if (i >= parts.length) return false;
    if (segment.kind === 'static' && parts[i] !== segment.value) return false;
  }
  return parts.length === segments.length;
}

/** Next's precedence: at the first segment where two routes differ, static beats [param] beats [...all] beats [[...all]]. */
function moreSpecific(a, b) {
  for (let i = 0; i < Math.min(a.ranks.length, b.ranks.length); i++) if (a.ranks[i] !== b.ranks[i]) return a.ranks[i] < b.ranks[i];
  return a.ranks.length > b.ranks.length;
}

function bestMatch(routes, parts) {
  let best;
  for (const route of routes) if (matches(route, parts) && (!best || moreSpecific(route, best))) best = route;
  return best?.label;
}

function segmentsOf(pathname) {
  return pathname.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
}

/**
 * The route label of a request path, never the path itself: the route pattern of Next's build
 * (app-path-routes-manifest.json) that serves it. A site's page (src/proxy.ts rewrites it to
 * /{site}/{region}/…) is labelled without that prefix ("/", "/[...path]", "/search/[query]",
 * "/sitemap-xml"); route handlers by their own pattern ("/api/[...unknown]", "/media/p/[id]");
 * Next's files "/_next/static" and "/_next/image"; anything else (files in public/) "other".
 */
export function routeMatcher(manifest) {
  const site = [];
  const handlers = [];
  for (const route of new Set(Object.values(manifest ?? {}))) {
    if (typeof route !== 'string') continue;
    const parts = route.split('/').filter(Boolean);
    // Next's own error pages (/_not-found, /_global-error) are not addressable routes.
    if (parts[0]?.startsWith('_')) continue;
    if (parts[0] === sitePrefix[0] && parts[1] === sitePrefix[1]) {
      const label = `/${parts.slice(2).join('/')}`;
      site.push({ label, ...compile(label) });
    } else handlers.push({ label: route, ...compile(route) });
  }
  return function routeFor(pathname) {
    if (typeof pathname !== 'string' || !pathname.startsWith('/')) return 'other';
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname === '/_next/image') return '/_next/image';
    if (isSitePath(pathname)) {
      // As src/lib/page-rewrite.ts internalPath: /search?q1= is /search/<key>, /sitemap.xml /sitemap-xml.
      const internal = pathname === '/search' ? '/search/-' : (siteFiles.get(pathname) ?? pathname);
      return bestMatch(site, segmentsOf(internal)) ?? 'other';
    }
    return bestMatch(handlers, segmentsOf(pathname)) ?? 'other';
  };
}

/** The path of a request target: origin form ("/a?b"), or the path of an absolute one; null for "*" and the like. */
export function pathnameOf(target) {
  const url = String(target ?? '');
  if (url.startsWith('/')) return url.split('?')[0];
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * One observer per server: call it first for every request. It gives the request its id (on the
 * request header Next sees, a client's overwritten, and as X-Request-Id on the answer), counts the
 * answer when it is sent (or the client leaves first), and runs a handler inside the request context.
 */
export function createRequestObserver({ trusted, routeFor }) {
  const registry = serverRegistry();
  const requests = registry.getSingleMetric(metricNames.requests);
  const duration = registry.getSingleMetric(metricNames.duration);
  const nextCache = registry.getSingleMetric(metricNames.nextCache);
  const context = requestContext();

  return function observeRequest(req, res) {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req, trusted);
    req.headers[requestIdHeader] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const route = routeFor(pathnameOf(req.url));
    const method = methodLabel(req.method);
    let counted = false;
    res.once('finish', () => {
      counted = true;
      requests.inc({ route, method, status: String(res.statusCode) });
      duration.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
      nextCache.inc({ result: nextCacheLabel(res.getHeader('x-nextjs-cache')) });
    });
    res.once('close', () => {
      if (!counted) requests.inc({ route, method, status: 'aborted' });
    });
    const store = Object.freeze({ requestId, route });
    return { requestId, route, run: (fn) => context.run(store, fn) };
  };
}
