/**
 * The demo pharmacy chains (about 18 real US chain names plus the independent tier) and the metro
 * areas their demo locations are spread over. Logos are plain generated tiles (data/logos.ts),
 * never the chains' real logos. `factor` sets how cheap a chain's demo prices are.
 */

export interface ChainDef {
  name: string;
  /** File name of the generated logo tile (public/pharmacy-logos/<slug>.svg); null: the fallback image. */
  slug: string | null;
  initials: string;
  colour: string;
  pbmId: string;
  /** Share of the reference price this chain charges for generics (before noise). */
  factor: number;
  /** Nationwide chains are in every metro; the others only where a metro lists them. */
  national: boolean;
  /** Relative number of locations. */
  weight: number;
  independent?: boolean;
}

/** Listed in logo-matching order: 'Target (CVS)' above 'CVS Pharmacy' so it matches first. */
export const chains: ChainDef[] = [
  { name: 'Target (CVS)', slug: 'target', initials: 'TG', colour: '#7a1f3d', pbmId: 'OPTUMRX', factor: 0.86, national: true, weight: 2 },
  { name: 'CVS Pharmacy', slug: 'cvs-pharmacy', initials: 'CVS', colour: '#8c2d2d', pbmId: 'OPTUMRX', factor: 0.9, national: true, weight: 5 },
  { name: 'Walgreens', slug: 'walgreens', initials: 'WG', colour: '#a3344a', pbmId: 'PERKS1', factor: 0.92, national: true, weight: 5 },
  { name: 'Walmart', slug: 'walmart', initials: 'WM', colour: '#1f5f8b', pbmId: 'PERKS1', factor: 0.62, national: true, weight: 3 },
  { name: 'Rite Aid', slug: 'rite-aid', initials: 'RA', colour: '#2e4a7d', pbmId: 'PERKS2', factor: 0.88, national: false, weight: 4 },
  { name: 'Kroger', slug: 'kroger', initials: 'KR', colour: '#35518f', pbmId: 'PERKS2', factor: 0.7, national: false, weight: 3 },
  { name: 'Costco', slug: 'costco', initials: 'CO', colour: '#2b6c74', pbmId: 'OPTUMRX', factor: 0.55, national: true, weight: 1 },
  { name: "Sam's Club", slug: 'sams-club', initials: 'SC', colour: '#2f5d50', pbmId: 'PERKS1', factor: 0.6, national: true, weight: 1 },
  { name: 'Publix', slug: 'publix', initials: 'PX', colour: '#3b6b2f', pbmId: 'PERKS2', factor: 0.74, national: false, weight: 3 },
  { name: 'Safeway', slug: 'safeway', initials: 'SW', colour: '#7d3c1f', pbmId: 'OPTUMRX', factor: 0.8, national: false, weight: 3 },
  { name: 'Albertsons', slug: 'albertsons', initials: 'AB', colour: '#3d4f7a', pbmId: 'OPTUMRX', factor: 0.81, national: false, weight: 3 },
  { name: 'H-E-B', slug: 'h-e-b', initials: 'HEB', colour: '#8a3324', pbmId: 'PERKS2', factor: 0.66, national: false, weight: 3 },
  { name: 'Meijer', slug: 'meijer', initials: 'MJ', colour: '#6b2a5e', pbmId: 'PERKS1', factor: 0.68, national: false, weight: 3 },
  { name: 'Wegmans', slug: 'wegmans', initials: 'WE', colour: '#4b5d2a', pbmId: 'PERKS1', factor: 0.72, national: false, weight: 2 },
  { name: 'Hy-Vee', slug: 'hy-vee', initials: 'HV', colour: '#8b2332', pbmId: 'PERKS2', factor: 0.75, national: false, weight: 2 },
  { name: 'Giant Eagle', slug: null, initials: 'GE', colour: '#555555', pbmId: 'OPTUMRX', factor: 0.78, national: false, weight: 2 },
  { name: 'ShopRite', slug: 'shoprite', initials: 'SR', colour: '#5a2d82', pbmId: 'PERKS1', factor: 0.77, national: false, weight: 3 },
  { name: 'Harris Teeter', slug: null, initials: 'HT', colour: '#555555', pbmId: 'PERKS2', factor: 0.79, national: false, weight: 2 },
  { name: 'Independent pharmacy', slug: null, initials: 'Rx', colour: '#555555', pbmId: 'PERKS2', factor: 0.84, national: true, weight: 2.5, independent: true },
];

export interface MetroDef {
  name: string;
  /** The ZIP code whose centroid is the metro's centre. */
  centreZip: string;
  radiusMiles: number;
  locations: number;
  /** Regional chains present here, besides the national ones. */
  regional: string[];
}

export const metros: MetroDef[] = [
  { name: 'New York', centreZip: '10001', radiusMiles: 12, locations: 170, regional: ['Rite Aid', 'ShopRite', 'Wegmans'] },
  { name: 'Los Angeles', centreZip: '90012', radiusMiles: 18, locations: 170, regional: ['Rite Aid', 'Albertsons', 'Safeway', 'Kroger'] },
  { name: 'Chicago', centreZip: '60601', radiusMiles: 15, locations: 165, regional: ['Meijer', 'Albertsons', 'Hy-Vee'] },
  { name: 'Houston', centreZip: '77002', radiusMiles: 18, locations: 165, regional: ['H-E-B', 'Kroger'] },
  { name: 'Phoenix', centreZip: '85004', radiusMiles: 18, locations: 160, regional: ['Safeway', 'Albertsons', 'Kroger'] },
  { name: 'Philadelphia', centreZip: '19103', radiusMiles: 12, locations: 160, regional: ['Rite Aid', 'ShopRite', 'Wegmans'] },
  { name: 'Atlanta', centreZip: '30303', radiusMiles: 15, locations: 160, regional: ['Publix', 'Kroger', 'Harris Teeter'] },
  { name: 'Seattle', centreZip: '98101', radiusMiles: 12, locations: 155, regional: ['Rite Aid', 'Safeway', 'Albertsons'] },
  { name: 'Denver', centreZip: '80202', radiusMiles: 12, locations: 155, regional: ['Safeway', 'Kroger'] },
  { name: 'Miami', centreZip: '33130', radiusMiles: 15, locations: 160, regional: ['Publix'] },
  { name: 'Boston', centreZip: '02108', radiusMiles: 10, locations: 155, regional: ['Wegmans'] },
  { name: 'Indianapolis', centreZip: '46204', radiusMiles: 15, locations: 160, regional: ['Kroger', 'Meijer', 'Giant Eagle', 'Hy-Vee'] },
  // The default location (spec savings 9: ZIP 47201).
  { name: 'Columbus, Indiana', centreZip: '47201', radiusMiles: 20, locations: 100, regional: ['Kroger', 'Meijer', 'Giant Eagle', 'Hy-Vee'] },
];

export const streetNames = [
  'Main Street', 'Oak Avenue', 'Washington Street', 'Park Road', 'Maple Drive', 'Lincoln Avenue', 'Broadway',
  'Central Avenue', 'Market Street', 'Elm Street', 'Highland Avenue', 'Lake Street', 'Church Street', 'Pine Street',
  'South Martin Luther King Junior Boulevard', 'North Old Country Road Shopping Plaza', 'East Independence Parkway Frontage Road',
  'West Commonwealth Avenue Medical Center Drive', 'Northeast Veterans Memorial Highway', 'Ridge Road', 'Sunset Boulevard',
  'Mill Street', 'River Road', 'Spring Street', 'Jefferson Avenue', 'Franklin Street', 'Cedar Lane', 'College Avenue',
];

export const independentPrefixes = [
  'Maple Street', 'Oak Hill', 'Riverside', 'Main Street', 'Cedar Grove', 'Lakeside', 'Parkview', 'Elm Street',
  'Hillcrest', 'Northgate', 'Westside', 'Sunrise', 'Harbor', 'Valley', 'Brookside', 'Pine Ridge', 'Heritage',
  'Union Square', 'Willow Creek', 'Fairview', 'Meadowbrook', 'Cornerstone', 'Bayview', 'Chestnut', 'Summit',
  'Greenway', 'Old Town', 'Liberty', 'Prospect', 'Birchwood', 'Hometown', 'Neighborhood',
];
export const independentSuffixes = ['Pharmacy', 'Drug', 'Apothecary', 'Family Pharmacy', 'Community Pharmacy', 'Drugs & Wellness', 'Compounding Pharmacy'];

/** The independent pharmacy placed at the default ZIP, a stable fixture for browser tests. */
export const defaultIndependent = { name: 'Maple Street Pharmacy', zip: '47201', addressLine1: '425 Washington Street' };
