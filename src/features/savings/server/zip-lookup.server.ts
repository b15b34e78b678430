import 'server-only';
import zipcodes from 'zipcodes';
import { zipSchema } from '../schema';

export interface ZipLocation {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** A US ZIP code's centroid, city and state from the zipcodes package; null when unknown. */
export function lookupZipLocal(zip: string): ZipLocation | null {
  if (!zipSchema.safeParse(zip).success) return null;
  const code = zipcodes.lookup(zip);
  if (!code || code.country !== 'US' || !Number.isFinite(code.latitude) || !Number.isFinite(code.longitude) || (!code.latitude && !code.longitude)) return null;
  return { zip: code.zip, latitude: code.latitude, longitude: code.longitude, city: code.city, state: code.state };
}
