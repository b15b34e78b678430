/** Spec cookies: UTM values stored as hl_utm_source, hl_utm_medium, hl_utm_campaign, hl_utm_term and hl_utm_content. */
export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof utmKeys)[number];

export const utmCookieName = (key: UtmKey) => `hl_utm_${key}`;

/**
 * A campaign value: letters, digits, spaces and a few separators, at most 100 characters. Anything
 * else (an email address, markup, a URL with a query) is not a campaign name and is dropped.
 */
export const utmValuePattern = /^[\p{L}\p{N} ._~+:|()/-]+$/u;
export const maxUtmLength = 100;

export function isUtmValue(value: string): boolean {
  return value.length <= maxUtmLength && utmValuePattern.test(value);
}

export type Utm = Partial<Record<UtmKey, string>>;

function validValue(raw: string | null | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed && isUtmValue(trimmed) ? trimmed : undefined;
}

function collect(read: (key: UtmKey) => string | null | undefined): Utm | null {
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = validValue(read(key));
    if (value !== undefined) utm[key] = value;
  }
  return Object.keys(utm).length ? utm : null;
}

/** The valid utm_* values of a landing URL's query, or null when it has none. */
export function utmFromSearch(search: string): Utm | null {
  const params = new URLSearchParams(search);
  return collect((key) => params.get(`utm_${key}`));
}

/** The UTM values from hl_utm_* cookies (re-validated: a cookie can be edited), or null. */
export function utmFromCookies(cookieHeader: string, readCookie: (header: string, name: string) => string | undefined): Utm | null {
  return collect((key) => readCookie(cookieHeader, utmCookieName(key)));
}
