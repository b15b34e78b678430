/** European Economic Area: the 27 EU member states plus Iceland, Liechtenstein and Norway. */
export const EEA_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
]);

/** gdpr: EEA, UK and Switzerland (ask first). us: US privacy rules. other: everything else. */
export type PrivacyRegime = 'gdpr' | 'us' | 'other';

/** The regime for an ISO country code; an unknown country gets the strictest rule (gdpr). */
export function regimeFor(country: string | null): PrivacyRegime {
  if (country === null) return 'gdpr';
  if (EEA_COUNTRIES.has(country) || country === 'GB' || country === 'CH') return 'gdpr';
  return country === 'US' ? 'us' : 'other';
}

/** CDN placeholders that name no country (Cloudflare: XX unknown, T1 Tor). */
const notACountry = new Set(['XX', 'T1', 'ZZ', 'A1', 'A2', 'O1']);

export interface Region {
  /** ISO 3166-1 alpha-2 code, or null when the request does not say. */
  country: string | null;
  isEEA: boolean;
  /** Which privacy rules apply: gdpr (EEA, UK, Switzerland or unknown), us, or other. */
  regime: PrivacyRegime;
}

/** The country code in the configured header, or null when absent or not a country code. */
export function countryFrom(headerValues: Pick<Headers, 'get'>, headerName: string): string | null {
  const raw = (headerValues.get(headerName) ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(raw) && !notACountry.has(raw) ? raw : null;
}

/** An unknown country counts as EEA: the stricter consent rule applies when we cannot tell. */
export function isEeaCountry(country: string | null): boolean {
  return country === null || EEA_COUNTRIES.has(country);
}

/** The country from the header, else defaultCountry (DEFAULT_COUNTRY), else unknown. */
export function regionFrom(headerValues: Pick<Headers, 'get'>, headerName: string, defaultCountry = ''): Region {
  const country = countryFrom(headerValues, headerName) ?? (/^[A-Z]{2}$/.test(defaultCountry) ? defaultCountry : null);
  return { country, isEEA: isEeaCountry(country), regime: regimeFor(country) };
}
