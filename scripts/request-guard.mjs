// Limits the production server (scripts/server.mjs) puts on connections and request bodies before
// Next sees them (issue 29): Next would otherwise hold a slow body for 300 s, buffer 10 MB of any
// body its proxy handles, and answer a malformed or foreign Server Function call with a 500.
import { isSitePath } from '../src/lib/site-paths.mjs';

/** The largest body a path handled by src/proxy.ts may have: Next's Server Function limit (serverActions.bodySizeLimit, 1 MB). */
export const proxiedBodyLimit = 1024 * 1024;

/** Paths src/proxy.ts's matcher leaves out (its config.matcher); every other request passes through the proxy. */
const unproxiedPrefixes = ['/_next/static', '/_next/image', '/api/', '/v2/'];
export const passesProxy = (pathname) => !unproxiedPrefixes.some((prefix) => pathname.startsWith(prefix));

function wholeSeconds(env, name, fallback, min, max) {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * The server's connection limits from the environment: REQUEST_TIMEOUT_SECONDS (a whole request,
 * body included; default 30), HEADERS_TIMEOUT_SECONDS (default 10) and MAX_CONNECTIONS (open
 * sockets; default 1024, further connections are closed at once). A bad value is an error at start.
 */
export function serverLimits(env = process.env) {
  const requestTimeout = wholeSeconds(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 600);
  const headersTimeout = Math.min(wholeSeconds(env, 'HEADERS_TIMEOUT_SECONDS', 10, 1, 600), requestTimeout);
  return { requestTimeoutMs: requestTimeout * 1000, headersTimeoutMs: headersTimeout * 1000, maxConnections: wholeSeconds(env, 'MAX_CONNECTIONS', 1024, 1, 1_000_000) };
}

/** Puts the limits on a Node http server. Node's own defaults hold a request for 300 s and accept any number of connections. */
export function applyServerLimits(server, limits) {
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // How often Node checks the two timeouts (default 30 s, as long as the request timeout itself).
  server.connectionsCheckingInterval = Math.min(1000, limits.headersTimeoutMs);
  // Shorter than nginx's upstream keepalive_timeout is longer: nginx closes first (deploy/nginx).
  server.keepAliveTimeout = 5000;
}

const refusal = (status, text, headers = {}) => ({ status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }, body: `${text}\n` });

/** The declared body length, or null without one (chunked); NaN for a malformed header. */
function declaredLength(req) {
  const raw = req.headers['content-length'];
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * The answer to a request whose body Next must not read, or null. A path src/proxy.ts handles
 * takes at most proxiedBodyLimit (413, before Next buffers it). A POST to a site page is a Server
 * Function call, the only kind the site makes (infinite scroll's loadNext): it needs the
 * Next-Action header, a text/plain body with its length declared, and, from a browser, this
 * site's own origin: anything else is the client's error (400, 411, 415, 403), not Next's 500.
 */
export function bodyRefusal(req) {
  const pathname = (req.url ?? '/').split('?')[0];
  if (!passesProxy(pathname)) return null;
  const length = declaredLength(req);
  if (Number.isNaN(length)) return refusal(400, 'Bad request: Content-Length is not a number.');
  if (length !== null && length > proxiedBodyLimit) return refusal(413, `Request body must be at most ${proxiedBodyLimit} bytes here.`);
  if (req.method !== 'POST' || !isSitePath(pathname)) return null;

  if (!req.headers['next-action']) return refusal(400, 'Bad request: a page takes POST only for its Server Functions (Next-Action header).');
  if (length === null) return refusal(411, 'A Server Function call must declare its Content-Length.');
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'text/plain') return refusal(415, 'A Server Function call takes a text/plain body.');
  if (foreignOrigin(req)) return refusal(403, 'Server Functions are called from this site only.');
  return null;
}

/** Whether a request's Origin names another host than the one it was sent to (Next's own check, which answers 500). */
function foreignOrigin(req) {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== String(req.headers.host ?? '');
  } catch {
    return true;
  }
}

/**
 * Drops a request's "If-None-Match: *". Next answered it with 304 for any page, though pages carry
 * no ETag (every answer has its own nonce, decision 007): a client that never had the page got
 * nothing, and a cache in front could keep that empty answer.
 */
export function dropWildcardPrecondition(req) {
  if (String(req.headers['if-none-match'] ?? '').trim() === '*') delete req.headers['if-none-match'];
}
