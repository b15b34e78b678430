// The security headers of every response, and the per-response CSP nonce (decision 007).
// Used by the production server (scripts/server.mjs) and the nginx renderer (deploy/nginx/render.mjs),
// so both serve the same policy.
import { randomBytes } from 'node:crypto';

/**
 * The page renders its scripts with a placeholder nonce (src/proxy.ts hands Next a CSP request
 * header naming it; Next and React put it on every script and preload they write), so the cached
 * HTML holds the placeholder wherever a nonce belongs, and nowhere else. The server replaces it
 * with a fresh nonce in every answer. It is a secret: an attacker who knew it could write it into
 * injected markup. The app server sets it at start (CSP_NONCE_PLACEHOLDER, else random).
 */
export const placeholderEnv = 'WELLREAD_CSP_PLACEHOLDER';

/** What a configured placeholder (CSP_NONCE_PLACEHOLDER, render.mjs --csp-placeholder) must look like. */
export const placeholderPattern = /^[A-Za-z0-9]{24,64}$/;

/** A new placeholder: 32 hex characters after a fixed prefix, valid as a CSP nonce. */
export function newPlaceholder() {
  return `wrcsp${randomBytes(16).toString('hex')}`;
}

/**
 * Sent by the caching proxy (from a TRUSTED_PROXIES address only): the app leaves the placeholder
 * in the HTML and the HTML uncompressed; the proxy caches that copy and replaces the placeholder
 * with a fresh value in each answer (it is given the same placeholder, render.mjs --csp-placeholder).
 */
export const nonceRequestHeader = 'x-wellread-csp-nonce';
export const noncePlaceholderValue = 'placeholder';

/** 128 random bits, base64: a new one for every HTML answer. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * An HTML page's policy (the strict CSP of web.dev/articles/strict-csp and Google's GPT CSP
 * guide): scripts run only with this answer's nonce or when a trusted script added them
 * (strict-dynamic: Next's chunks, GPT, the bot check); no plugins, no <base>, framed only by us.
 */
export function pageCsp(nonce) {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Everything that is not a page (JSON, images, scripts, styles): nothing may run or load in it when opened directly. */
export const resourceCsp = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** Browser features the site never uses, turned off for it and every frame in it (ads included). */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

export const hstsValue = 'max-age=31536000; includeSubDomains';

/** The headers every answer gets, whatever its type; HSTS only over https (browsers ignore it on http). */
export function commonSecurityHeaders({ https }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers without CSP frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    ...(https ? { 'Strict-Transport-Security': hstsValue } : {}),
  };
}

/**
 * Replaces every occurrence of the placeholder in a stream with the nonce, chunk by chunk; a
 * placeholder cut between two chunks is held back until the next one (only a tail that could
 * start it, so a streamed chunk is otherwise sent at once). Bytes outside it pass unchanged.
 */
export function createNonceFiller(placeholder, nonce) {
  const from = Buffer.from(placeholder, 'latin1');
  const to = Buffer.from(nonce, 'latin1');
  let held = Buffer.alloc(0);
  const replaceAll = (data) => {
    let at = data.indexOf(from);
    if (at < 0) return data;
    const parts = [];
    let start = 0;
    while (at >= 0) {
      parts.push(data.subarray(start, at), to);
      start = at + from.length;
      at = data.indexOf(from, start);
    }
    parts.push(data.subarray(start));
    return Buffer.concat(parts);
  };
  /** How many bytes at the end of data could be the start of the placeholder. */
  const partialTail = (data) => {
    for (let n = Math.min(from.length - 1, data.length); n > 0; n--) {
      if (data.subarray(data.length - n).equals(from.subarray(0, n))) return n;
    }
    return 0;
  };
  return {
    push(chunk) {
      const input = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const data = held.length ? Buffer.concat([held, input]) : input;
      const replaced = replaceAll(data);
      const keep = partialTail(replaced);
      held = Buffer.from(replaced.subarray(replaced.length - keep));
      return replaced.subarray(0, replaced.length - keep);
    },
    end() {
      const rest = held;
      held = Buffer.alloc(0);
      return rest;
    },
  };
}
