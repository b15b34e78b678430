/** Distances on the earth's surface, for finding the pharmacies nearest a point. Client-safe. */

export interface LatLong {
  lat: number;
  long: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLong: number;
  maxLong: number;
}

export const earthRadiusMiles = 3958.8;
const milesPerDegreeLat = (Math.PI * earthRadiusMiles) / 180;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Spec savings 9: the default location when none is given (ZIP 47201, Columbus, Indiana). */
export const defaultLocation = { zip: '47201', lat: 39.2055, long: -85.9317 } as const;

/** Great-circle distance in miles (haversine formula). */
export function haversineMiles(a: LatLong, b: LatLong): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLong = toRadians(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A box holding every point within `miles` of the centre: a cheap first filter before haversine.
 * Near the poles (or for huge radii) the longitude range widens to the whole circle.
 */
export function boundingBox(centre: LatLong, miles: number): BoundingBox {
  const dLat = miles / milesPerDegreeLat;
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos(toRadians(widestLat));
  const dLong = cos > 1e-9 ? miles / (milesPerDegreeLat * cos) : 180;
  if (dLong >= 180) return { minLat, maxLat, minLong: -180, maxLong: 180 };
  return { minLat, maxLat, minLong: centre.long - dLong, maxLong: centre.long + dLong };
}

/** True when the point is inside the box; a box crossing the antimeridian is handled by wrapping. */
export function inBox(box: BoundingBox, point: LatLong): boolean {
  if (point.lat < box.minLat || point.lat > box.maxLat) return false;
  if (box.minLong >= -180 && box.maxLong <= 180) return point.long >= box.minLong && point.long <= box.maxLong;
  const long = point.long < box.minLong ? point.long + 360 : point.long > box.maxLong ? point.long - 360 : point.long;
  return long >= box.minLong && long <= box.maxLong;
}
