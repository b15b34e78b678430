/**
 * A local equivalent of Mozilla's HTTP Observatory (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 * the same tests, modifiers and grade boundaries, applied to answers we fetch ourselves. Start at
 * 100, add each test's modifier; bonuses count only when the score without them is at least 90.
 */
export interface ObservedAnswer {
  status: number;
  /** Header names in lower case; set-cookie as a list. */
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ObservatoryInput {
  /** The https answer for the page. */
  page: ObservedAnswer;
  /** The answer to the same address over plain http (a redirect is expected), or null if http is not served at all. */
  http: ObservedAnswer | null;
  /** The page's own origin, e.g. https://www.example.org. */
  origin: string;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: Record<string, { result: string; modifier: number }>;
}

const header = (a: ObservedAnswer, name: string): string | undefined => {
  const value = a.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function parseCsp(value: string): Map<string, string[]> | null {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) continue;
    const name = tokens[0]!.toLowerCase();
    if (!/^[a-z-]+$/.test(name) || directives.has(name)) return null;
    directives.set(name, tokens.slice(1));
  }
  return directives.size > 0 ? directives : null;
}

function cspTest(page: ObservedAnswer): [string, number] {
  const value = header(page, 'content-security-policy');
  if (!value) return ['csp-not-implemented', -25];
  const csp = parseCsp(value);
  if (!csp) return ['csp-header-invalid', -25];
  const effective = (name: string) => csp.get(name) ?? csp.get('default-src');
  const script = effective('script-src');
  const hasNonceOrHash = (list: string[]) => list.some((s) => /^'(?:nonce-|sha(?:256|384|512)-)/.test(s));
  // Without script-src or default-src, anything may run.
  if (!script) return ['csp-implemented-with-unsafe-inline', -20];
  const strictDynamic = script.includes("'strict-dynamic'");
  // With a nonce or hash, browsers ignore 'unsafe-inline'; with 'strict-dynamic', also schemes and hosts.
  if (script.includes("'unsafe-inline'") && !hasNonceOrHash(script)) return ['csp-implemented-with-unsafe-inline', -20];
  const insecure = (list: string[] | undefined) => (list ?? []).some((s) => s === 'http:' || s.startsWith('http://') || s === '*');
  if (!strictDynamic && insecure(script)) return ['csp-implemented-with-insecure-scheme', -20];
  if (!strictDynamic && (script.includes('https:') || script.includes('data:'))) return ['csp-implemented-with-unsafe-inline', -20];
  if (script.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  const objects = effective('object-src');
  if (!objects || !(objects.length === 1 && objects[0] === "'none'")) return ['csp-implemented-with-unsafe-inline', -20];
  if (['img-src', 'media-src', 'style-src', 'font-src'].some((d) => insecure(effective(d)))) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  const defaultNone = csp.get('default-src')?.length === 1 && csp.get('default-src')![0] === "'none'";
  if (defaultNone) return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  const style = effective('style-src');
  if (style?.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  return ['csp-implemented-with-no-unsafe', 0];
}

interface Cookie {
  name: string;
  attributes: Map<string, string>;
}

function parseCookies(page: ObservedAnswer): Cookie[] {
  const raw = page.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((line) => {
    const [pair, ...attrs] = line.split(';');
    const attributes = new Map<string, string>();
    for (const attr of attrs) {
      const [k, v = ''] = attr.split('=');
      attributes.set(k!.trim().toLowerCase(), v.trim());
    }
    return { name: pair!.split('=')[0]!.trim(), attributes };
  });
}

function cookiesTest(page: ObservedAnswer, hsts: boolean): [string, number] {
  const cookies = parseCookies(page);
  if (cookies.length === 0) return ['cookies-not-found', 0];
  const session = (c: Cookie) => !c.attributes.has('max-age') && !c.attributes.has('expires');
  const sessionLike = (c: Cookie) => /sess|login|auth|token|ops/i.test(c.name) || session(c);
  for (const c of cookies) {
    const sameSite = c.attributes.get('samesite');
    if (sameSite !== undefined && !/^(strict|lax|none)$/i.test(sameSite)) return ['cookies-samesite-flag-invalid', -20];
  }
  for (const c of cookies) if (sessionLike(c) && !c.attributes.has('secure')) return hsts ? ['cookies-session-without-secure-flag-but-protected-by-hsts', -10] : ['cookies-session-without-secure-flag', -40];
  for (const c of cookies) if (sessionLike(c) && !c.attributes.has('httponly')) return ['cookies-session-without-httponly-flag', -30];
  for (const c of cookies) if (/csrf|xsrf/i.test(c.name) && !c.attributes.has('samesite')) return ['cookies-anticsrf-without-samesite-flag', -20];
  for (const c of cookies) if (!c.attributes.has('secure')) return hsts ? ['cookies-without-secure-flag-but-protected-by-hsts', -5] : ['cookies-without-secure-flag', -20];
  const allSameSite = cookies.every((c) => c.attributes.has('samesite'));
  return allSameSite ? ['cookies-secure-with-httponly-sessions-and-samesite', 5] : ['cookies-secure-with-httponly-sessions', 0];
}

function corsTest(page: ObservedAnswer): [string, number] {
  const allow = header(page, 'access-control-allow-origin');
  if (!allow) return ['cross-origin-resource-sharing-not-implemented', 0];
  if (allow.trim() === '*' && header(page, 'access-control-allow-credentials') === 'true') return ['cross-origin-resource-sharing-implemented-with-universal-access', -50];
  return allow.trim() === '*' ? ['cross-origin-resource-sharing-implemented-with-public-access', 0] : ['cross-origin-resource-sharing-implemented-with-restricted-access', 0];
}

function redirectionTest(http: ObservedAnswer | null, origin: string): [string, number] {
  if (http === null) return ['redirection-not-needed-no-http', 0];
  if (![301, 302, 307, 308].includes(http.status)) return ['redirection-missing', -20];
  const location = header(http, 'location') ?? '';
  let target: URL;
  try {
    target = new URL(location);
  } catch {
    return ['redirection-missing', -20];
  }
  if (target.protocol !== 'https:') return ['redirection-not-to-https', -20];
  if (target.host !== new URL(origin).host) return ['redirection-off-host-from-http', -5];
  return ['redirection-to-https', 0];
}

function referrerTest(page: ObservedAnswer): [string, number] {
  const value = header(page, 'referrer-policy');
  if (!value) return ['referrer-policy-not-implemented', 0];
  const policies = value.split(',').map((p) => p.trim().toLowerCase());
  const valid = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'];
  const last = policies.filter((p) => valid.includes(p)).pop();
  if (!last) return ['referrer-policy-headers-invalid', -5];
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin'].includes(last)) return ['referrer-policy-no-referrer-when-downgrade', 0];
  return ['referrer-policy-unsafe', -5];
}

function hstsTest(page: ObservedAnswer): [string, number, boolean] {
  const value = header(page, 'strict-transport-security');
  if (!value) return ['hsts-not-implemented', -20, false];
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  if (!maxAge) return ['hsts-header-invalid', -20, false];
  if (Number(maxAge[1]) < 15_768_000) return ['hsts-implemented-max-age-less-than-six-months', -10, true];
  return ['hsts-implemented-max-age-at-least-six-months', 0, true];
}

function sriTest(page: ObservedAnswer, origin: string): [string, number] {
  const contentType = header(page, 'content-type') ?? '';
  if (!/text\/html/i.test(contentType)) return ['sri-not-implemented-response-not-html', 0];
  const scripts = [...page.body.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)[^>]*>/gi)].map((m) => ({ tag: m[0], src: m[1]! }));
  if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  const external = scripts.filter((s) => {
    const url = new URL(s.src, origin);
    return url.origin !== new URL(origin).origin;
  });
  if (external.length === 0) return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
  const insecure = external.some((s) => new URL(s.src, origin).protocol !== 'https:');
  const withIntegrity = external.every((s) => /\bintegrity=/i.test(s.tag));
  if (withIntegrity) return insecure ? ['sri-implemented-but-external-scripts-not-loaded-securely', -20] : ['sri-implemented-and-external-scripts-loaded-securely', 5];
  return insecure ? ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50] : ['sri-not-implemented-but-external-scripts-loaded-securely', -5];
}

function nosniffTest(page: ObservedAnswer): [string, number] {
  const value = header(page, 'x-content-type-options');
  if (!value) return ['x-content-type-options-not-implemented', -5];
  return value.trim().toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-header-invalid', -5];
}

function framingTest(page: ObservedAnswer): [string, number] {
  const csp = parseCsp(header(page, 'content-security-policy') ?? '');
  const ancestors = csp?.get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  const xfo = header(page, 'x-frame-options')?.trim().toLowerCase();
  if (!xfo) return ['x-frame-options-not-implemented', -20];
  return xfo === 'deny' || xfo === 'sameorigin' ? ['x-frame-options-sameorigin-or-deny', 0] : ['x-frame-options-header-invalid', -20];
}

function corpTest(page: ObservedAnswer): [string, number] {
  const value = header(page, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return ['corp-not-implemented', 0];
  if (value === 'same-origin' || value === 'same-site') return ['corp-implemented-with-same-origin', 0];
  return value === 'cross-origin' ? ['corp-implemented-with-cross-origin', 0] : ['corp-header-invalid', -5];
}

const grades: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

export function gradeObservatory({ page, http, origin }: ObservatoryInput): ObservatoryResult {
  const [hstsResult, hstsModifier, hsts] = hstsTest(page);
  const results: Record<string, [string, number]> = {
    'content-security-policy': cspTest(page),
    cookies: cookiesTest(page, hsts),
    'cross-origin-resource-sharing': corsTest(page),
    redirection: redirectionTest(http, origin),
    'referrer-policy': referrerTest(page),
    'strict-transport-security': [hstsResult, hstsModifier],
    'subresource-integrity': sriTest(page, origin),
    'x-content-type-options': nosniffTest(page),
    'x-frame-options': framingTest(page),
    'cross-origin-resource-policy': corpTest(page),
  };
  const modifiers = Object.values(results).map(([, m]) => m);
  const base = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const score = Math.max(0, base >= 90 ? base + modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0) : base);
  const grade = grades.find(([min]) => score >= min)![1];
  return { score, grade, tests: Object.fromEntries(Object.entries(results).map(([k, [result, modifier]]) => [k, { result, modifier }])) };
}
