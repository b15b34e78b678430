import 'server-only';
import { headers } from 'next/headers';
import { env } from './env';
import { regionFrom, type Region } from './region';

export { countryFrom, EEA_COUNTRIES, isEeaCountry, regionFrom, type Region } from './region';

/** The current request's region (server components and route handlers). */
export async function currentRegion(): Promise<Region> {
  const { COUNTRY_HEADER, DEFAULT_COUNTRY } = env();
  return regionFrom(await headers(), COUNTRY_HEADER, DEFAULT_COUNTRY);
}
