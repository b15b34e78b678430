#!/usr/bin/env node
// The production server: Next.js's request handler behind one guard. Next answers a path with
// broken percent-encoding (e.g. /%E0%A4%A) on a catch-all route with a 500 (vercel/next.js#94278);
// that is the client's error, so it gets a 400 here before Next sees it.
import http from 'node:http';
import next from 'next';
import compression from 'next/dist/compiled/compression/index.js';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js';
import { root } from './lib.mjs';
import { markPublic } from './public-cache-control.mjs';
import { compressible, httpsOriginsByHost, httpsRedirect, parseTrustedProxies, readRequestSecurity, secureResponse, setUpPlaceholder } from './secure-response.mjs';
import { applyServerLimits, bodyRefusal, dropWildcardPrecondition, serverLimits } from './request-guard.mjs';
import { createRequestObserver, readRouteManifest, routeMatcher } from './request-observer.mjs';
import { renderedTarget } from '../src/lib/site-paths.mjs';
import { drainOnSignals, drainSeconds } from './drain.mjs';

const port = Number(process.env.PORT ?? 3000);
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES || undefined);
const httpsOrigins = httpsOriginsByHost(process.env.SITE_ORIGINS);
let limits;
let drainMs;
// Before Next starts: src/proxy.ts reads it from process.env (decision 007).
try {
  setUpPlaceholder();
  limits = serverLimits();
  drainMs = drainSeconds() * 1000;
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// Methods no route answers: Next would throw on TRACE (a 500 and a stack trace in the log).
const refusedMethods = new Set(['TRACE', 'TRACK', 'CONNECT']);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';

function hasValidPath(url) {
  const path = (url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

// Next gets no hostname: given 127.0.0.1 it hangs on every rewritten page (the proxy's rewrites); it only listens below.
const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();
// Request ids and the operator's metrics, labelled by the route patterns of this build (docs/areas/metrics.md).
const observe = createRequestObserver({ trusted: trustedProxies, routeFor: routeMatcher(readRouteManifest(`${root}/.next`)) });

// Compression is done here, not by Next (compress: false in next.config.ts), so that the CSP nonce is
// filled into the HTML before it is compressed.
const compress = compression({ filter: (req, res) => compressible(res, req.wellreadProxyFillsNonce) && compression.filter(req, res) });

/** The server's own answer to a request Next must not see (a refused method, plain http for an https site, a broken path), or null. */
function ownAnswer(req, security) {
  if (refusedMethods.has(req.method)) {
    return { status: 405, headers: { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD, POST, PUT, DELETE, OPTIONS' }, body: `Method ${req.method} is not allowed.\n` };
  }
  const redirect = httpsRedirect(req, security.https, httpsOrigins);
  if (redirect) return { status: req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, headers: { location: redirect, 'cache-control': 'no-store' } };
  if (!hasValidPath(req.url)) {
    return { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Bad request: the address has invalid percent-encoding.\n' };
  }
  return bodyRefusal(req);
}

const server = http.createServer((req, res) => {
  const observed = observe(req, res);
  const security = readRequestSecurity(req, trustedProxies);
  req.wellreadProxyFillsNonce = security.proxyFillsNonce;
  compress(req, res, () => {
    // Every answer, the server's own included, gets the security headers.
    secureResponse(req, res, security);
    // On a client disconnect the compression middleware never ends its zlib stream (Next does the same).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    const own = ownAnswer(req, security);
    if (own) {
      res.writeHead(own.status, own.headers);
      res.end(own.body);
      return;
    }
    // The connection's address, for per-IP rate limits and loopback-only pages; a client-sent value is overwritten.
    req.headers['x-wellread-peer-address'] = req.socket.remoteAddress ?? '';
    // A page renders with only the parameters it reads: Next writes the address into the cached page.
    req.url = renderedTarget(req.url);
    dropWildcardPrecondition(req);
    markPublic(res);
    // Inside the request's context: every app log line carries its id (src/lib/log.ts).
    void observed.run(() => handle(req, res));
  });
});
applyServerLimits(server, limits);
server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port}`));

// SIGTERM/SIGINT: /readyz answers 503 for DRAIN_SECONDS while requests are still served, then the
// server stops listening and exits once the requests in flight have ended (scripts/drain.mjs).
drainOnSignals(server, { drainMs });
