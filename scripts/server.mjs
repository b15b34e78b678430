#!/usr/bin/env node
// The production server: Next.js's request handler behind one guard. Next answers a path with
// broken percent-encoding (e.g. /%E0%A4%A) on a catch-all route with a 500 (vercel/next.js#94278);
// that is the client's error, so it gets a 400 here before Next sees it.
import http from 'node:http';
import next from 'next';
import { root } from './lib.mjs';
import { markPublic } from './public-cache-control.mjs';

const port = Number(process.env.PORT ?? 3000);
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

const server = http.createServer((req, res) => {
  if (!hasValidPath(req.url)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad request: the address has invalid percent-encoding.\n');
    return;
  }
  // The connection's address, for per-IP rate limits and loopback-only pages; a client-sent value is overwritten.
  req.headers['x-wellread-peer-address'] = req.socket.remoteAddress ?? '';
  markPublic(res);
  void handle(req, res);
});
server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
