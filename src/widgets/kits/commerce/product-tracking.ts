/**
 * What a product card or product link reports (spec article blocks 7: brand, productId, variant,
 * position, linkUrl, name, location). The server writes it as data attributes, so a static card
 * needs no script of its own: the page's one TrackingListener sends Product Loaded, Product Viewed
 * (once per card, on entering view) and Product Clicked (on each product link).
 */
export interface ProductTracking {
  /** The widget format, e.g. "product-card". */
  location: string;
  /** Product title. */
  name: string;
  brand?: string;
  /** The product's id (the card's id, or the retailer's product id). */
  productId?: string;
  variant?: string;
  /** The card's position in its list, from 1. */
  position?: number;
  /** elementType of the events, e.g. "product-card"; defaults to the location. */
  elementType?: string;
  /** Event category, e.g. "Product Card". */
  category?: string;
}

/** data-track-* attributes for a card root ("product") or one of its links ("product-link"). */
export function productTrackingAttributes(kind: 'product' | 'product-link', t: ProductTracking): Record<string, string> {
  const attrs: Record<string, string> = { 'data-track': kind, 'data-track-location': t.location, 'data-track-name': t.name.slice(0, 300) };
  if (t.brand) attrs['data-track-brand'] = t.brand.slice(0, 120);
  if (t.productId) attrs['data-track-product-id'] = t.productId.slice(0, 120);
  if (t.variant) attrs['data-track-variant'] = t.variant.slice(0, 120);
  if (t.position !== undefined) attrs['data-track-position'] = String(t.position);
  if (t.elementType) attrs['data-track-element-type'] = t.elementType.slice(0, 60);
  if (t.category) attrs['data-track-category'] = t.category.slice(0, 120);
  return attrs;
}
