import { formatUsd } from '@/features/savings/coupon-text';
import type { GroupedPricing, SelectedDosage } from '@/features/savings/schema';

/** Spec "Price card entry", plus the logo and address the card shows. */
export interface PriceCardEntry {
  retailer: { id: string; name: string; logo: string | null; location: { id: string; addressLine1: string } };
  price: { amount: number; currency: 'USD'; display: string };
  /** List price times quantity; null when hidden (under the lowest price, or no list price). */
  retailPrice: { amount: number; display: string } | null;
  /** Whole percent saved against list price times quantity; null without a list price. */
  percentSavings: number | null;
  isLowestPrice: boolean;
  pbmId: string;
}

const cents = (amount: number) => Math.round(amount * 100);

/** List price times quantity, to the cent; null without a list price. */
export function listTotal(drugMSRP: number | null, quantity: number): number | null {
  if (drugMSRP === null || !Number.isFinite(drugMSRP) || !Number.isFinite(quantity)) return null;
  return cents(drugMSRP * quantity) / 100;
}

/** Spec 5: the retail price is hidden when list price times quantity is under the lowest listed price, or when there is no list price. */
export function retailPrice(drugMSRP: number | null, quantity: number, lowestPrice: number): number | null {
  const total = listTotal(drugMSRP, quantity);
  if (total === null || cents(total) < cents(lowestPrice)) return null;
  return total;
}

/** Spec 5: discount percent from list price times quantity against the price; rounded, never negative. */
export function percentSavings(drugMSRP: number | null, quantity: number, price: number): number | null {
  const total = listTotal(drugMSRP, quantity);
  if (total === null || total <= 0) return null;
  return Math.max(0, Math.round(((total - price) / total) * 100));
}

/**
 * The cards: chains (allRetailers) then independent pharmacies, cheapest first; on the same price
 * the nearer first, then chains before independents (the sort is stable). Every card at the lowest
 * price gets the badge.
 */
export function priceCards(pricing: GroupedPricing | null, dosage: Pick<SelectedDosage, 'drugMSRP' | 'quantityValue'>): PriceCardEntry[] {
  if (!pricing) return [];
  const entries = [...pricing.allRetailers, ...pricing.independentPharmacies].sort((a, b) => a.price.amount - b.price.amount || a.distance - b.distance);
  if (entries.length === 0) return [];
  const lowest = entries[0]!.price.amount;
  const retail = retailPrice(dosage.drugMSRP, dosage.quantityValue, lowest);
  return entries.map((entry) => ({
    retailer: {
      id: entry.retailer.id,
      name: entry.retailer.name,
      logo: entry.retailer.logo,
      location: { id: entry.retailer.location.id, addressLine1: entry.retailer.location.addressLine1 },
    },
    price: { amount: entry.price.amount, currency: 'USD', display: formatUsd(entry.price.amount) },
    retailPrice: retail === null ? null : { amount: retail, display: formatUsd(retail) },
    percentSavings: percentSavings(dosage.drugMSRP, dosage.quantityValue, entry.price.amount),
    isLowestPrice: cents(entry.price.amount) === cents(lowest),
    pbmId: entry.retailer.pbmId,
  }));
}

/**
 * The saving a headline may claim: the largest 'Save {n}%' among the cards (the best price's),
 * so the claim is the cards' own number. Null when no card shows a saving (no prices, no list
 * price, or every price at or above it): then the headline makes no numeric claim.
 */
export function bestSaving(cards: readonly Pick<PriceCardEntry, 'percentSavings'>[]): number | null {
  let best: number | null = null;
  for (const card of cards) {
    if (card.percentSavings !== null && card.percentSavings > 0 && (best === null || card.percentSavings > best)) best = card.percentSavings;
  }
  return best;
}
