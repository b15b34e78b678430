// What the production server does to every request and answer for security (decision 007):
// which forwarded scheme to believe, the security headers, and the CSP nonce of HTML pages.
import { BlockList, isIP } from 'node:net';
import {
  commonSecurityHeaders,
  createNonceInjector,
  newNonce,
  noncePlaceholder,
  noncePlaceholderValue,
  nonceRequestHeader,
  pageCsp,
  resourceCsp,
} from './security-headers.mjs';

/** TRUSTED_PROXIES: addresses or CIDRs whose X-Forwarded-Proto is believed (default: this machine). */
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
  // Believed from anyone: it only weakens the answer to whoever asked for it, and the proxy, the
  // one cache in front of the app, always sends it. Believed from trusted proxies only, a proxy
  // missing from TRUSTED_PROXIES would cache HTML whose nonce it cannot fill: every script blocked.
  const placeholder = req.headers[nonceRequestHeader] === noncePlaceholderValue;
  delete req.headers[nonceRequestHeader];
  return { https, placeholder };
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
  const host = String(req.headers.host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  const origin = origins.get(host);
  return origin ? `${origin}${req.url?.startsWith('/') ? req.url : '/'}` : null;
}

const isHtml = (type) => /^\s*text\/html/i.test(String(type ?? ''));

function contentTypeOf(res, headersArg) {
  if (headersArg && typeof headersArg === 'object') {
    const entries = Array.isArray(headersArg) ? [] : Object.entries(headersArg);
    for (const [name, value] of entries) if (name.toLowerCase() === 'content-type') return value;
  }
  return res.getHeader('content-type');
}

/**
 * Adds the security headers to the answer as its head is written, and, for an HTML answer, the
 * page CSP with a nonce that every <script> and <link> tag of the body then carries. A 304 gets
 * no CSP: the browser keeps the stored page, whose tags carry the stored policy's nonce.
 */
export function secureResponse(req, res, { https, placeholder }) {
  const { writeHead, write, end } = res;
  let injector;
  let decided = false;

  function decide(headersArg) {
    if (decided) return;
    decided = true;
    for (const [name, value] of Object.entries(commonSecurityHeaders({ https }))) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (res.statusCode === 304) return;
    if (!isHtml(contentTypeOf(res, headersArg))) {
      if (!res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', resourceCsp);
      return;
    }
    const nonce = placeholder ? noncePlaceholder : newNonce();
    res.setHeader('Content-Security-Policy', pageCsp(nonce));
    // The tags grow by the nonce attribute, so a length Next computed no longer holds.
    res.removeHeader('content-length');
    if (headersArg && typeof headersArg === 'object' && !Array.isArray(headersArg)) {
      for (const name of Object.keys(headersArg)) if (name.toLowerCase() === 'content-length') delete headersArg[name];
    }
    if (req.method !== 'HEAD') injector = createNonceInjector(nonce);
  }

  res.writeHead = function patchedWriteHead(status, ...rest) {
    if (typeof status === 'number') res.statusCode = status;
    const headersArg = rest.find((r) => r && typeof r === 'object');
    decide(headersArg);
    return writeHead.call(this, status, ...rest);
  };
  res.write = function patchedWrite(chunk, encoding, callback) {
    decide();
    if (!injector || chunk === undefined || chunk === null) return write.call(this, chunk, encoding, callback);
    const data = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk;
    const cb = typeof encoding === 'function' ? encoding : callback;
    return write.call(this, injector.push(data), cb);
  };
  res.end = function patchedEnd(chunk, encoding, callback) {
    decide();
    if (!injector) return end.call(this, chunk, encoding, callback);
    const cb = [chunk, encoding, callback].find((a) => typeof a === 'function');
    const data = chunk !== undefined && chunk !== null && typeof chunk !== 'function'
      ? injector.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk)
      : Buffer.alloc(0);
    const rest = injector.end();
    injector = undefined;
    return end.call(this, Buffer.concat([data, rest]), cb);
  };
}

/** HTML the caching proxy asked for with the nonce placeholder stays uncompressed, so the proxy can fill the nonce in. */
export function compressible(res, placeholder) {
  return !(placeholder && isHtml(res.getHeader('content-type')));
}
