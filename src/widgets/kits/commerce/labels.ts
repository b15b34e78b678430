/** Spec (article blocks 5): rating labels by threshold, highest first. */
export const ratingLabels = [
  { min: 4.8, label: 'EXCELLENT' },
  { min: 4.5, label: 'GREAT' },
  { min: 3.9, label: 'VERY GOOD' },
] as const;

export type RatingLabel = (typeof ratingLabels)[number]['label'] | 'GOOD';

export function ratingLabel(rating: number): RatingLabel {
  return ratingLabels.find((r) => rating >= r.min)?.label ?? 'GOOD';
}

/** "$1299.5" becomes "$1,299.5": dollar amounts in call-to-action text get thousands separators. */
export function withThousandsSeparators(text: string): string {
  return text.replace(/\$(\d{4,})(?=\D|$)/g, (_m, digits: string) => `$${Number(digits).toLocaleString('en-US')}`);
}

/** A price as written by the editor ("29.99", "$1299", "1,299") shown as dollars: "$29.99", "$1,299". */
export function formatPrice(price: string): string {
  const trimmed = price.trim().replace(/^\$/, '');
  return withThousandsSeparators(`$${trimmed.replace(/,/g, '')}`);
}

/** A value that is an amount of money as editors write it: "18.49", "$79", "1,299". */
const priceLike = /^\$?\s?\d[\d,]*(?:\.\d+)?$/;

/** Whether a highlight (or detail) is the product's price: labelled "Price" with an amount as its value. */
export function isPriceHighlight(label: string, value: string): boolean {
  return label.trim().toLowerCase() === 'price' && priceLike.test(value.trim());
}

/** A highlight's value as shown: a price as dollars ("18.49" is "$18.49"), anything else as written. */
export function highlightText(label: string, value: string): string {
  return isPriceHighlight(label, value) ? formatPrice(value) : value;
}

/**
 * Spec: the product call-to-action reads "SHOP NOW" by default, "SHOP NOW AT {retailer}" with a
 * retailer but no price, "${price} FROM {retailer}" with a price. An editor's ctaText wins, with
 * its dollar amounts given thousands separators.
 */
export function ctaLabel({ ctaText, price, retailer }: { ctaText?: string; price?: string; retailer?: string }): string {
  if (ctaText?.trim()) return withThousandsSeparators(ctaText.trim());
  const name = retailer?.trim();
  const amount = price?.trim();
  if (name && amount) return `${formatPrice(amount)} FROM ${name}`;
  if (name) return `SHOP NOW AT ${name}`;
  return 'SHOP NOW';
}
