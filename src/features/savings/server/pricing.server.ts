import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { boundingBox, haversineMiles, inBox, type LatLong } from '../geo';
import { groupPricing, rankPrices, type LogoChain } from '../grouping';
import type { PricesQuery, PricesResponse, QuantityOption, RetailerPriceEntry } from '../schema';
import { parseQuantities } from './catalog.server';

/**
 * Local prices from our own tables. The locations (~2k), chains, formulations and the price
 * table (~8k rows) are small, so they are loaded once per process and database and answered from
 * memory: a bounding box on latitude-sorted locations, then haversine. No query per request.
 */

export const maxLocations = 50;
export const maxMiles = 50;

interface Chain {
  id: number;
  name: string;
  logo: string | null;
  sort: number;
  independent: boolean;
  pbmId: string;
}

interface Location {
  id: number;
  chainId: number;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  long: number;
}

interface PricingIndex {
  chains: Map<number, Chain>;
  logoChains: LogoChain[];
  /** Sorted by latitude, for a binary search on the box's latitude range. */
  locations: Location[];
  formulations: Map<string, QuantityOption[]>;
  /** `${formulationId}|${quantity}` → chain id → amount. */
  prices: Map<string, Map<number, number>>;
}

export class UnknownFormulationError extends Error {
  readonly code = 'unknown_formulation';
  constructor(formulationId: string) {
    super(`No drug has the formulation ${formulationId}.`);
  }
}

const indexes = new WeakMap<Kysely<Database>, Promise<PricingIndex>>();
const priceKey = (formulationId: string, quantity: number) => `${formulationId}|${quantity}`;

async function loadIndex(db: Kysely<Database>): Promise<PricingIndex> {
  const [chainRows, locationRows, dosageRows, priceRows] = await Promise.all([
    db.selectFrom('pharmacy_chains').selectAll().execute(),
    db.selectFrom('pharmacy_locations').selectAll().execute(),
    db.selectFrom('drug_dosages').select(['formulation_id', 'common_quantities']).execute(),
    db.selectFrom('pharmacy_prices').selectAll().execute(),
  ]);
  const chains = new Map<number, Chain>(
    chainRows.map((c) => [c.id, { id: c.id, name: c.name, logo: c.logo, sort: c.sort, independent: c.independent === 1, pbmId: c.pbm_id }]),
  );
  const locations = locationRows
    .map((l) => ({ id: l.id, chainId: l.chain_id, name: l.name, addressLine1: l.address_line1, city: l.city, state: l.state, zip: l.zip, lat: Number(l.latitude), long: Number(l.longitude) }))
    .sort((a, b) => a.lat - b.lat || a.id - b.id);
  const prices = new Map<string, Map<number, number>>();
  for (const p of priceRows) {
    const key = priceKey(p.formulation_id, Number(p.quantity));
    let byChain = prices.get(key);
    if (!byChain) prices.set(key, (byChain = new Map()));
    byChain.set(p.chain_id, Number(p.amount));
  }
  return {
    chains,
    logoChains: [...chains.values()].filter((c) => !c.independent),
    locations,
    formulations: new Map(dosageRows.map((d) => [d.formulation_id, parseQuantities(d.common_quantities)])),
    prices,
  };
}

/** The in-memory index for this database; an empty catalogue (not yet seeded) is not kept. */
export function pricingIndex(db: Kysely<Database>): Promise<PricingIndex> {
  let pending = indexes.get(db);
  if (!pending) {
    pending = loadIndex(db);
    indexes.set(db, pending);
    pending.then(
      (index) => {
        if (index.locations.length === 0 || index.formulations.size === 0) indexes.delete(db);
      },
      () => indexes.delete(db),
    );
  }
  return pending;
}

/** Forget the loaded index (after seeding or changing the pricing tables). */
export function resetPricingIndex(db: Kysely<Database>): void {
  indexes.delete(db);
}

/** The chains for logo matching (not the independent tier), in sort order. */
export async function logoChains(db: Kysely<Database>): Promise<LogoChain[]> {
  return (await pricingIndex(db)).logoChains;
}

function firstAtOrAbove(locations: Location[], lat: number): number {
  let lo = 0;
  let hi = locations.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (locations[mid]!.lat < lat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The nearest locations within maxMiles of the point, nearest first, at most `limit`. */
function nearest(index: PricingIndex, at: LatLong, miles = maxMiles, limit = maxLocations): { location: Location; distance: number }[] {
  const box = boundingBox(at, miles);
  const found: { location: Location; distance: number }[] = [];
  for (let i = firstAtOrAbove(index.locations, box.minLat); i < index.locations.length; i++) {
    const location = index.locations[i]!;
    if (location.lat > box.maxLat) break;
    const point = { lat: location.lat, long: location.long };
    if (!inBox(box, point)) continue;
    const distance = haversineMiles(at, point);
    if (distance <= miles) found.push({ location, distance });
  }
  return found.sort((a, b) => a.distance - b.distance || a.location.id - b.location.id).slice(0, limit);
}

/**
 * Chain prices for the formulation and quantity. A quantity that is not a common quantity is
 * priced pro rata from the nearest common quantity (the larger on a tie), rounded to cents.
 */
function chainPrices(index: PricingIndex, formulationId: string, quantity: number): Map<number, number> {
  const exact = index.prices.get(priceKey(formulationId, quantity));
  if (exact) return exact;
  const common = index.formulations.get(formulationId) ?? [];
  let base: number | undefined;
  for (const q of common) {
    if (!index.prices.has(priceKey(formulationId, q.value))) continue;
    if (base === undefined || Math.abs(q.value - quantity) < Math.abs(base - quantity) || (Math.abs(q.value - quantity) === Math.abs(base - quantity) && q.value > base)) base = q.value;
  }
  if (base === undefined) return new Map();
  const scaled = new Map<number, number>();
  for (const [chainId, amount] of index.prices.get(priceKey(formulationId, base))!) scaled.set(chainId, Math.round((amount * quantity * 100) / base) / 100);
  return scaled;
}

/** Price entries for the nearest locations, cheapest first, and their grouping. */
export async function localPrices(db: Kysely<Database>, query: PricesQuery): Promise<PricesResponse> {
  const index = await pricingIndex(db);
  if (!index.formulations.has(query.formulationId)) throw new UnknownFormulationError(query.formulationId);
  const prices = chainPrices(index, query.formulationId, query.quantity);
  const entries: RetailerPriceEntry[] = [];
  if (prices.size > 0) {
    for (const { location, distance } of nearest(index, { lat: query.lat, long: query.long })) {
      const chain = index.chains.get(location.chainId);
      const amount = prices.get(location.chainId);
      if (!chain || amount === undefined) continue;
      entries.push({
        retailer: {
          id: String(chain.id),
          name: chain.independent ? location.name : chain.name,
          logo: chain.logo,
          pbmId: chain.pbmId,
          independent: chain.independent,
          location: {
            id: String(location.id),
            addressLine1: location.addressLine1,
            city: location.city,
            state: location.state,
            zip: location.zip,
            coordinates: { latitude: location.lat, longitude: location.long },
          },
        },
        price: { amount, currency: 'USD' },
        isLowestPrice: false,
        distance: Math.round(distance * 100) / 100,
      });
    }
  }
  return { data: rankPrices(entries), pricing: groupPricing(entries) };
}
