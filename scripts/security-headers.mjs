// The security headers of every response, and the per-response CSP nonce (decision 007).
// Used by the production server (scripts/server.mjs) and the nginx renderer (deploy/nginx/render.mjs),
// so both serve the same policy.
import { randomBytes } from 'node:crypto';

/**
 * Sent by the caching proxy with every request it forwards: the app then writes this fixed
 * placeholder as the nonce (and leaves the HTML uncompressed), the proxy caches that one copy and
 * replaces the placeholder with a fresh value ($request_id) in each answer it sends.
 */
export const nonceRequestHeader = 'x-wellread-csp-nonce';
export const noncePlaceholderValue = 'placeholder';
export const noncePlaceholder = 'WellreadCspNoncePlaceholder';

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

const tagPattern = /<(script|link)(?=[\s/>])/gi;
const longestTag = '<script '.length;

/** Whether s (the end of a chunk) could be the start of a tag the injector rewrites. */
function couldStartTag(s) {
  const lower = s.toLowerCase();
  // A longer tail already holds the character after the name, so the pattern decides it now.
  return ['<script', '<link'].some((tag) => tag.startsWith(lower));
}

/**
 * Adds nonce="…" to every <script> and <link> start tag of an HTML stream, chunk by chunk; a tag
 * split across two chunks is held back until the next one. Bytes are handled as latin1, so UTF-8
 * passes through unchanged. Script text never holds a literal "<script" (React and Next escape
 * "<" in inline data), and page text has it as "&lt;".
 */
export function createNonceInjector(nonce) {
  const attribute = ` nonce="${nonce}"`;
  let held = '';
  const rewrite = (s) => s.replace(tagPattern, (match) => match + attribute);
  return {
    push(chunk) {
      const text = held + (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk)).toString('latin1');
      held = '';
      const lastOpen = text.lastIndexOf('<');
      if (lastOpen >= 0 && text.length - lastOpen < longestTag && couldStartTag(text.slice(lastOpen))) {
        held = text.slice(lastOpen);
        return Buffer.from(rewrite(text.slice(0, lastOpen)), 'latin1');
      }
      return Buffer.from(rewrite(text), 'latin1');
    },
    end() {
      const rest = held;
      held = '';
      return Buffer.from(rewrite(rest), 'latin1');
    },
  };
}
