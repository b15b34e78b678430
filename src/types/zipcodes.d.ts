/** The parts of the zipcodes package (8.x, no bundled types) that we use. */
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: 'US' | 'Canada';
  }
  /** Every known code (US ZIP codes and Canadian postal prefixes), keyed by code. */
  export const codes: Record<string, ZipCode>;
  export function lookup(zip: string | number): ZipCode | undefined;
  export function lookupByName(city: string, state: string): ZipCode[];
  export function lookupByState(state: string): ZipCode[];
  export function distance(zipA: string | number, zipB: string | number): number | null;
  export function radius(zip: string | number, miles: number, full?: false): string[];
  export function radius(zip: string | number, miles: number, full: true): ZipCode[];
  export function lookupByCoords(lat: number, lon: number): ZipCode | null;
}
