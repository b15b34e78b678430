// What the production server does to every request and answer for security (decision 007):
// which forwarded scheme to believe, the security headers, and the CSP nonce of HTML pages.
import { BlockList, isIP } from 'node:net';
import {
  commonSecurityHeaders,
  createNonceFiller,
  newNonce,
  newPlaceholder,
  noncePlaceholderValue,
  nonceRequestHeader,
  pageCsp,
  placeholderEnv,
  placeholderPattern,
  resourceCsp,
} from './security-headers.mjs';

/** TRUSTED_PROXIES: addresses or CIDRs whose X-Forwarded-Proto and placeholder request are believed (default: this machine). */
export function parseTrustedProxies(raw = '127.0.0.1,::1') {
  const list = new BlockList();
  for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES entry "${entry}" must be an IP address or CIDR`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) throw new Error(`TRUSTED_PROXIES entry "${entry}" has an invalid prefix length`);
      list.addSubnet(address, prefix, type);
    }
  }
  return list;
}

/** Whether the connection comes from a trusted proxy (an IPv4-mapped IPv6 address counts as its IPv4 address). */
export function fromTrustedProxy(trusted, remoteAddress) {
  if (!remoteAddress) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress);
  const address = mapped ? mapped[1] : remoteAddress;
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Sets the request's X-Forwarded-Proto to what is true: https on a TLS socket or when a trusted
 * proxy says so, else http; a client's own value is overwritten. Returns the facts the answer needs.
 */
export function readRequestSecurity(req, trusted) {
  const proxied = fromTrustedProxy(trusted, req.socket.remoteAddress);
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase();
  const https = Boolean(req.socket.encrypted) || (proxied && forwarded === 'https');
  req.headers['x-forwarded-proto'] = https ? 'https' : 'http';
  // Only from a trusted proxy: the answer then holds the secret placeholder itself.
  const proxyFillsNonce = proxied && req.headers[nonceRequestHeader] === noncePlaceholderValue;
  delete req.headers[nonceRequestHeader];
  return { https, proxyFillsNonce };
}

/**
 * The https origins of SITE_ORIGINS by host name ("site=https://host" pairs): a site configured
 * with an https origin is served over https only, so a plain-http request for its host is sent there.
 */
export function httpsOriginsByHost(siteOrigins = '') {
  const map = new Map();
  for (const entry of siteOrigins.split(',')) {
    const origin = entry.split(/=(.*)/s)[1]?.trim() ?? '';
    const match = /^https:\/\/([^/:]+)(?::\d+)?$/i.exec(origin);
    if (match) map.set(match[1].toLowerCase(), origin);
  }
  return map;
}

/** The https address a plain-http request must be redirected to (the configured origin, never the request's Host), or null. */
export function httpsRedirect(req, https, origins) {
  if (https || origins.size === 0) return null;
  // The host as src/lib/site-for-host.ts normalHost reads it: "WWW.example.org.:80" is www.example.org.
  const host = String(req.headers.host ?? '').trim().toLowerCase().replace(/:\d*$/, '').replace(/\.+$/, '');
  const origin = origins.get(host);
  return origin ? `${origin}${req.url?.startsWith('/') ? req.url : '/'}` : null;
}

const isHtml = (type) => /^\s*text\/html/i.test(String(type ?? ''));
/** Next's client-navigation payloads (RSC) may carry the page's nonce too. */
const carriesNonce = (type) => isHtml(type) || /^\s*text\/x-component/i.test(String(type ?? ''));

/**
 * Next's own note of the proxy's rewrite: it names the internal page path (/healthline/us/…) and
 * nothing reads it. (Client-navigation answers keep x-nextjs-rewritten-path: Next's router reads it.)
 */
const internalHeaders = ['x-middleware-rewrite'];

/**
 * A header value without the placeholder: with this answer's nonce where it stood, or, when the
 * caching proxy fills the nonce in (it does so in the body only), without the entries that named
 * it. Only Next's Link header has it (preloads with nonce="…"): a script preload without a nonce
 * would be refused by the CSP, so it is left out; the nonce is dropped from the others (fonts, CSS),
 * which the CSP does not check by nonce. Null: leave the header out.
 */
export function headerWithoutPlaceholder(name, value, placeholder, nonce) {
  if (nonce) return value.replaceAll(placeholder, nonce);
  if (name !== 'link') return null;
  const entries = value.split(/,\s*(?=<)/).flatMap((entry) => {
    if (!entry.includes(placeholder)) return [entry];
    if (/;\s*as="?script"?/i.test(entry)) return [];
    return [entry.replace(/;\s*nonce="?[A-Za-z0-9+/=_-]*"?/gi, '')];
  });
  const kept = entries.join(', ');
  return kept.includes(placeholder) || kept === '' ? null : kept;
}

/** Applies headerWithoutPlaceholder to every header set so far and to those writeHead was given. */
function scrubHeaders(res, headersArg, placeholder, nonce) {
  const fix = (name, value, set, remove) => {
    const lower = name.toLowerCase();
    if (internalHeaders.includes(lower)) return remove();
    if (!placeholder || lower === 'content-security-policy') return;
    if (typeof value === 'string' && value.includes(placeholder)) {
      const fixed = headerWithoutPlaceholder(lower, value, placeholder, nonce);
      return fixed === null ? remove() : set(fixed);
    }
    if (Array.isArray(value) && value.some((v) => String(v).includes(placeholder))) {
      const fixed = value.map((v) => headerWithoutPlaceholder(lower, String(v), placeholder, nonce)).filter((v) => v !== null);
      return fixed.length === 0 ? remove() : set(fixed);
    }
  };
  for (const [name, value] of Object.entries(res.getHeaders())) fix(name, value, (v) => res.setHeader(name, v), () => res.removeHeader(name));
  if (headersArg && typeof headersArg === 'object' && !Array.isArray(headersArg)) {
    for (const [name, value] of Object.entries(headersArg)) fix(name, value, (v) => (headersArg[name] = v), () => delete headersArg[name]);
  }
}

function contentTypeOf(res, headersArg) {
  if (headersArg && typeof headersArg === 'object') {
    const entries = Array.isArray(headersArg) ? [] : Object.entries(headersArg);
    for (const [name, value] of entries) if (name.toLowerCase() === 'content-type') return value;
  }
  return res.getHeader('content-type');
}

/**
 * Adds the security headers to the answer as its head is written, and, for an HTML answer, the
 * page CSP with a fresh nonce, which then replaces the placeholder wherever the page has it (on
 * every script and preload Next and React wrote: never on markup that came from content). When a
 * trusted proxy fills the nonce in itself, the placeholder stays. A 304 gets no CSP: the browser
 * keeps the stored page, whose tags carry the stored policy's nonce.
 */
export function secureResponse(req, res, { https, proxyFillsNonce }, placeholder = process.env[placeholderEnv]) {
  const { writeHead, write, end } = res;
  let filler;
  let decided = false;

  function decide(headersArg) {
    if (decided) return;
    decided = true;
    for (const [name, value] of Object.entries(commonSecurityHeaders({ https }))) if (!res.hasHeader(name)) res.setHeader(name, value);
    // An answer has one Location. Next 16 sets a page's redirect and then appends it again from its
    // cache entry, so a moved article's old path answered with two (issue 33).
    const location = res.getHeader('location');
    if (Array.isArray(location)) res.setHeader('location', String(location[0]));
    const nonce = proxyFillsNonce ? placeholder : newNonce();
    // The placeholder is secret: it never leaves in a header (issue 29: Next's Link header carried it).
    scrubHeaders(res, headersArg, placeholder, proxyFillsNonce ? null : nonce);
    if (res.statusCode === 304) return;
    const type = contentTypeOf(res, headersArg);
    if (isHtml(type)) res.setHeader('Content-Security-Policy', pageCsp(nonce));
    else if (!res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', resourceCsp);
    if (!placeholder || proxyFillsNonce || !carriesNonce(type)) return;
    // The bytes now differ per answer: a length Next computed no longer holds, and neither does an
    // ETag (a browser revalidating with it would get a 304 and keep a page whose nonce is stale).
    for (const name of ['content-length', 'etag']) res.removeHeader(name);
    if (headersArg && typeof headersArg === 'object' && !Array.isArray(headersArg)) {
      for (const name of Object.keys(headersArg)) if (['content-length', 'etag'].includes(name.toLowerCase())) delete headersArg[name];
    }
    // A HEAD answer has no body, but its headers are those of the GET.
    if (req.method !== 'HEAD') filler = createNonceFiller(placeholder, nonce);
  }

  res.writeHead = function patchedWriteHead(status, ...rest) {
    if (typeof status === 'number') res.statusCode = status;
    const headersArg = rest.find((r) => r && typeof r === 'object');
    decide(headersArg);
    return writeHead.call(this, status, ...rest);
  };
  res.write = function patchedWrite(chunk, encoding, callback) {
    decide();
    if (!filler || chunk === undefined || chunk === null) return write.call(this, chunk, encoding, callback);
    const data = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk;
    const cb = typeof encoding === 'function' ? encoding : callback;
    return write.call(this, filler.push(data), cb);
  };
  res.end = function patchedEnd(chunk, encoding, callback) {
    decide();
    if (!filler) return end.call(this, chunk, encoding, callback);
    const cb = [chunk, encoding, callback].find((a) => typeof a === 'function');
    const data = chunk !== undefined && chunk !== null && typeof chunk !== 'function'
      ? filler.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk)
      : Buffer.alloc(0);
    const rest = filler.end();
    filler = undefined;
    return end.call(this, Buffer.concat([data, rest]), cb);
  };
}

/** What the caching proxy fills the nonce into stays uncompressed (the proxy compresses it after). */
export function compressible(res, proxyFillsNonce) {
  return !(proxyFillsNonce && carriesNonce(res.getHeader('content-type')));
}

/**
 * The placeholder of this server process: CSP_NONCE_PLACEHOLDER (the same on every instance that
 * shares a page cache through Redis, and given to the caching proxy), else a random one. Published
 * in process.env for src/proxy.ts and the page's own inline script.
 */
export function setUpPlaceholder(env = process.env) {
  const configured = (env.CSP_NONCE_PLACEHOLDER ?? '').trim();
  if (configured && !placeholderPattern.test(configured)) throw new Error('CSP_NONCE_PLACEHOLDER must be 24 to 64 letters and digits');
  if (!configured && env.REDIS_URL) {
    throw new Error('CSP_NONCE_PLACEHOLDER must be set when REDIS_URL is: instances that share cached pages must agree on it (any 24 to 64 random letters and digits, kept secret)');
  }
  env[placeholderEnv] = configured || newPlaceholder();
  return env[placeholderEnv];
}
