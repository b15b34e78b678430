/**
 * Dynamic text tokens in driver fields (spec article blocks 5): `{where}`, `{k1}`, `{utm_medium}`,
 * `{utm_source}`, `{utm_campaign}`, `{utm_term}`, `{utm_content}`, `{apid}`, `{tc}`, `{subid}`,
 * `{subid2}`, `{rvo_subid}`, `{rvo_subid2}` are replaced with values from the page URL and its
 * context. A value comes from a reader's URL, so it is escaped: only letters, digits, spaces and
 * `._~+:|()/-` (at most 100 characters) are kept, anything else makes the value empty; in a URL
 * field it is also percent-encoded. An unknown `{name}` is left as written.
 */
export const DRIVER_TOKENS = [
  'where',
  'k1',
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'apid',
  'tc',
  'subid',
  'subid2',
  'rvo_subid',
  'rvo_subid2',
] as const;
export type DriverToken = (typeof DRIVER_TOKENS)[number];
export type TokenValues = Partial<Record<DriverToken, string>>;

const tokenPattern = /\{(where|k1|utm_medium|utm_source|utm_campaign|utm_term|utm_content|apid|tc|subid|subid2|rvo_subid|rvo_subid2)\}/g;
const safeValue = /^[A-Za-z0-9 ._~+:|()/-]{0,100}$/;

/** A value as it may appear in driver copy: the safe characters only, else nothing. */
export function escapeTokenValue(value: string | undefined): string {
  if (!value) return '';
  const trimmed = value.trim();
  return safeValue.test(trimmed) ? trimmed : '';
}

export function substituteText(text: string, values: TokenValues): string {
  return text.replace(tokenPattern, (_, name: DriverToken) => escapeTokenValue(values[name]));
}

/** In a URL the value is also percent-encoded, so it can never add a parameter, a path or a scheme. */
export function substituteUrl(url: string, values: TokenValues): string {
  return url.replace(tokenPattern, (_, name: DriverToken) => encodeURIComponent(escapeTokenValue(values[name])));
}

export function hasTokens(text: string): boolean {
  tokenPattern.lastIndex = 0;
  const found = tokenPattern.test(text);
  tokenPattern.lastIndex = 0;
  return found;
}

/**
 * The token values of a page: `where` is the page's canonical path and `k1` its k1; the rest
 * come from the page URL's query, else (UTM only) from the visit's first-party UTM cookies.
 */
export function tokenValues(input: { canonicalPath: string; k1?: string; pageUrl?: string; utmCookies?: Partial<Record<string, string>> }): TokenValues {
  const values: TokenValues = { where: input.canonicalPath, k1: input.k1 };
  let query: URLSearchParams | null = null;
  try {
    if (input.pageUrl) query = new URL(input.pageUrl).searchParams;
  } catch {
    query = null;
  }
  for (const name of DRIVER_TOKENS) {
    if (name === 'where' || name === 'k1') continue;
    const fromUrl = query?.get(name) ?? undefined;
    const fromCookie = name.startsWith('utm_') ? input.utmCookies?.[`hl_${name}`] : undefined;
    const value = fromUrl ?? fromCookie;
    if (value !== undefined) values[name] = value;
  }
  return values;
}
