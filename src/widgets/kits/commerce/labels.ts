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
