export interface Regions {
  comment: string;
  gdpr: string[];
  us: string[];
  otherCountries: string;
  unknownCountry: string;
  notACountry: string[];
}

export const regionsFile: string;
export function extractRegions(srcDir?: string): Regions;
export function readRegions(file?: string): Regions;
