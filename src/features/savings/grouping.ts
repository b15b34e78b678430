import type { GroupedPricing, RetailerPriceEntry } from './schema';

/** Client-safe rules over price entries (spec savings 3 "Grouped pricing", 5 "Unique retailers") and logo matching. */

/** Shown when a retailer has no logo (spec savings 2.2). */
export const fallbackLogo = '/pharmacy-logos/fallback.svg';

function cheapestFirst(a: RetailerPriceEntry, b: RetailerPriceEntry): number {
  return a.price.amount - b.price.amount || a.distance - b.distance || a.retailer.location.id.localeCompare(b.retailer.location.id);
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** The entries cheapest first (nearest first on a tie), with isLowestPrice on the first one only. */
export function rankPrices(entries: readonly RetailerPriceEntry[]): RetailerPriceEntry[] {
  return [...entries].sort(cheapestFirst).map((entry, index) => ({ ...entry, isLowestPrice: index === 0 }));
}

/** Keeps the first entry per retailer name (case-insensitive); on ranked input that is each name's lowest price. */
function uniqueByName(entries: readonly RetailerPriceEntry[]): RetailerPriceEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = nameKey(entry.retailer.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * cheapestRetailer: the lowest price of all (independents included); allRetailers: chain pharmacies,
 * one entry per retailer name with that name's lowest price; independentPharmacies: the independents.
 * Both lists cheapest first.
 */
export function groupPricing(entries: readonly RetailerPriceEntry[]): GroupedPricing {
  const ranked = rankPrices(entries);
  return {
    cheapestRetailer: ranked[0] ?? null,
    allRetailers: uniqueByName(ranked.filter((e) => !e.retailer.independent)),
    independentPharmacies: uniqueByName(ranked.filter((e) => e.retailer.independent)),
  };
}

export interface LogoChain {
  name: string;
  logo: string | null;
  /** Matching tries chains in this order: 'Target (CVS)' sorts above 'CVS Pharmacy' so it matches first. */
  sort: number;
}

const genericWords = new Set(['pharmacy', 'pharmacies', 'drug', 'drugs', 'store', 'stores', 'rx']);

function words(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A chain's distinctive words: 'CVS Pharmacy' → 'cvs', 'Target (CVS)' → 'target', "Sam's Club" → 'sams club'. */
export function chainMatchKey(chainName: string): string {
  return words(chainName.replace(/\([^)]*\)/g, ' '))
    .filter((w) => !genericWords.has(w))
    .join(' ');
}

/**
 * The logo of the first chain (by sort) whose distinctive words appear, as whole words, in the
 * retailer's name, compared case-insensitively; null (the fallback image) when none matches or
 * the matching chain has no logo.
 */
export function logoFor(retailerName: string, chains: readonly LogoChain[]): string | null {
  const haystack = ` ${words(retailerName).join(' ')} `;
  const ordered = [...chains].sort((a, b) => a.sort - b.sort);
  for (const chain of ordered) {
    const key = chainMatchKey(chain.name);
    if (key && haystack.includes(` ${key} `)) return chain.logo;
  }
  return null;
}
