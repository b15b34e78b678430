import { hasVisibleContent } from '@/content/sanitize';
import type { QuantitativeTrustData } from './schema';

/** Spec (article blocks 9): "Why-trust collapsed height 75px"; the toggle shows only above it. */
export const explanationCollapsedHeight = 75;

/** Spec (article blocks 9): "Why-trust card title: "Why Trust {product}"". */
export function whyTrustTitle(product: string): string {
  return `Why Trust ${product}`;
}

/** The product named in the title: the editor's name, else the site's. */
export function trustProduct(productName: string | undefined, siteName: string): string {
  return productName?.trim() || siteName;
}

/** A metric's figure as shown: numbers get thousands separators, text stays as written. */
export function formatCount(count: number | string): string {
  return typeof count === 'number' ? count.toLocaleString('en-US') : count;
}

/** The explanation when it shows anything after sanitizing. */
export function visibleExplanation(html: string | undefined): string | undefined {
  return html && hasVisibleContent(html) ? html : undefined;
}

/** With neither metrics nor an explanation the card would be a bare title: it renders nothing. */
export function hasTrustContent(data: Pick<QuantitativeTrustData, 'metrics' | 'explanationTitle' | 'explanationDescription'>): boolean {
  return data.metrics.length > 0 || Boolean(data.explanationTitle) || visibleExplanation(data.explanationDescription) !== undefined;
}
