import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { regimeFor } from '@/lib/region';
import { parseTrustedProxies, readRequestSecurity, secureResponse } from '../../scripts/secure-response.mjs';

/** What the fake app reports about one request, as its JSON body. */
export interface FakeAnswer {
  upstream: string;
  host: string;
  url: string;
  /** The forwarded country header, and the class the app derives from it (default country US). */
  country: string | null;
  region: string;
  /** How many requests for this URL reached any instance so far, this one included. */
  count: number;
  forwardedFor: string | null;
  realIp: string | null;
  /** The X-Request-Id nginx forwarded ($request_id), which the app also sends back, as scripts/request-observer.mjs does. */
  requestId: string | null;
}

export interface FakeApp {
  name: string;
  port: number;
  address: string;
  stop(): Promise<void>;
}

/** The placeholder nonce the fake pages are rendered with (the app's CSP_NONCE_PLACEHOLDER; nginx gets it too). */
export const fakeAppPlaceholder = 'wrcspfakeapp0123456789abcdef012345';

/** Requests per URL, shared by the instances so a test sees how often the app was asked in total. */
export const appCalls = new Map<string, number>();

const pageCache = 'public, s-maxage=2, stale-while-revalidate=60';

function cacheControlFor(pathname: string): string {
  if (pathname === '/api/search/suggest') return 'public, s-maxage=2';
  if (pathname.startsWith('/api/')) return 'private, no-store';
  if (pathname.startsWith('/plain/')) return 'public, s-maxage=1';
  return pageCache;
}

/**
 * Answers like the app: pages shared per (site, region class, path) with s-maxage, /api/x
 * private, the search suggestions public. /slow/… answers after 400 ms, /cookie/… sets a cookie,
 * /api/flaky answers 503 on instances started with `flaky`, and /html/… is a page with scripts, sent
 * through the app server's security layer (scripts/secure-response.mjs).
 */
export async function startFakeApp(name: string, { flaky = false } = {}): Promise<FakeApp> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const { pathname } = new URL(url, 'http://localhost');
    const count = (appCalls.get(url) ?? 0) + 1;
    appCalls.set(url, count);
    const header = req.headers['cf-ipcountry'];
    const country = typeof header === 'string' ? header.trim().toUpperCase() : null;
    const answer: FakeAnswer = {
      upstream: name,
      host: req.headers.host ?? '',
      url,
      country,
      region: regimeFor(country && /^[A-Z]{2}$/.test(country) ? country : 'US'),
      count,
      forwardedFor: req.headers['x-forwarded-for']?.toString() ?? null,
      realIp: req.headers['x-real-ip']?.toString() ?? null,
      requestId: req.headers['x-request-id']?.toString() ?? null,
    };
    if (flaky && pathname === '/api/flaky') {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('unavailable');
      return;
    }
    if (pathname.startsWith('/html/')) {
      // A page as the app's server sends it: security headers, and a nonce on every script.
      secureResponse(req, res, readRequestSecurity(req, parseTrustedProxies()), fakeAppPlaceholder);
      const nonce = `nonce="${fakeAppPlaceholder}"`;
      // Next's Link preloads carry the page's nonce too (issue 29, finding 2).
      res.setHeader('link', `</_next/static/media/f.woff2>; rel=preload; as="font"; crossorigin=""; ${nonce}; type="font/woff2", </_next/static/chunks/app.js>; rel=preload; as="script"; ${nonce}`);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': pageCache });
      res.end(`<!doctype html><html><head><script ${nonce} src="/_next/static/chunks/app.js" async></script></head><body><p>${name}</p><script ${nonce}>self.x=1</script></body></html>`);
      return;
    }
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'cache-control': cacheControlFor(pathname) };
    if (pathname.startsWith('/cookie/')) headers['set-cookie'] = 'session=abc; Path=/; HttpOnly';
    if (answer.requestId) headers['x-request-id'] = answer.requestId;
    const send = () => {
      res.writeHead(200, headers);
      res.end(JSON.stringify(answer));
    };
    if (pathname.startsWith('/slow/')) setTimeout(send, 400);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  return {
    name,
    port,
    address: `127.0.0.1:${port}`,
    stop: () => {
      if (stopped) return Promise.resolve();
      stopped = true;
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
