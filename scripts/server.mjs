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

const port = Number(process.env.PORT ?? 3000);
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES || undefined);
const httpsOrigins = httpsOriginsByHost(process.env.SITE_ORIGINS);
// Before Next starts: src/proxy.ts reads it from process.env (decision 007).
try {
  setUpPlaceholder();
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

// Compression is done here, not by Next (compress: false in next.config.ts), so that the CSP nonce is
// added to the HTML before it is compressed.
const compress = compression({ filter: (req, res) => compressible(res, req.wellreadProxyFillsNonce) && compression.filter(req, res) });

const server = http.createServer((req, res) => {
  const security = readRequestSecurity(req, trustedProxies);
  if (refusedMethods.has(req.method)) {
    secureResponse(req, res, security);
    res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD, POST, PUT, DELETE, OPTIONS' });
    res.end(`Method ${req.method} is not allowed.\n`);
    return;
  }
  const redirect = httpsRedirect(req, security.https, httpsOrigins);
  if (redirect) {
    secureResponse(req, res, security);
    res.writeHead(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, { location: redirect, 'cache-control': 'no-store' });
    res.end();
    return;
  }
  if (!hasValidPath(req.url)) {
    secureResponse(req, res, security);
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad request: the address has invalid percent-encoding.\n');
    return;
  }
  // The connection's address, for per-IP rate limits and loopback-only pages; a client-sent value is overwritten.
  req.headers['x-wellread-peer-address'] = req.socket.remoteAddress ?? '';
  markPublic(res);
  req.wellreadProxyFillsNonce = security.proxyFillsNonce;
  compress(req, res, () => {
    secureResponse(req, res, security);
    // On a client disconnect the compression middleware never ends its zlib stream (Next does the same).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    void handle(req, res);
  });
});
server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
