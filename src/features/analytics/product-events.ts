import type { EventPayload } from '@/features/analytics/schema';
import { track } from '@/features/analytics/track';
import { linkText } from '@/features/links/link-clicks';
import { randomId } from '@/lib/random-id';
import { productCorrelationRefreshMs, productUrl } from '../links/product-url';

const cardSelector = '[data-track="product"]';
const pendingRefresh = new WeakMap<HTMLAnchorElement, ReturnType<typeof setTimeout>>();

function fromDataset(el: HTMLElement): EventPayload {
  const d = el.dataset;
  const position = Number(d.trackPosition);
  return {
    elementType: d.trackElementType ?? d.trackLocation,
    location: d.trackLocation,
    name: d.trackName,
    brand: d.trackBrand,
    productId: d.trackProductId,
    variant: d.trackVariant,
    category: d.trackCategory,
    position: d.trackPosition && Number.isInteger(position) && position >= 0 ? position : undefined,
  };
}

/** Product Clicked with the link's address (as it was clicked), text and correlation id. */
export function productClickPayload(link: HTMLAnchorElement): EventPayload {
  return {
    ...fromDataset(link),
    linkUrl: (link.getAttribute('href') ?? '').slice(0, 2000),
    text: linkText(link),
    correlationId: link.dataset.correlationId,
  };
}

/** 2 s after a click the link gets a fresh correlation id, in its data and in its address. */
export function refreshProductCorrelation(link: HTMLAnchorElement): void {
  clearTimeout(pendingRefresh.get(link));
  pendingRefresh.set(
    link,
    setTimeout(() => {
      pendingRefresh.delete(link);
      const id = randomId();
      link.dataset.correlationId = id;
      const href = link.getAttribute('href');
      if (!href || link.dataset.correlationHref === undefined) return;
      const next = productUrl(href, id);
      if (next.valid) link.setAttribute('href', next.href);
    }, productCorrelationRefreshMs),
  );
}

export function onProductLinkActivated(link: HTMLAnchorElement): void {
  track('Product Clicked', productClickPayload(link));
  refreshProductCorrelation(link);
}

const seen = new WeakSet<Element>();
const loaded = new WeakSet<Element>();

/**
 * Product Loaded for every product card on the page, and Product Viewed once per card when at
 * least half of it first shows. Returns the cleanup; call again after a client-side navigation
 * or when infinite scroll appends an article.
 */
export function watchProductCards(root: ParentNode = document): () => void {
  const cards = Array.from(root.querySelectorAll<HTMLElement>(cardSelector));
  for (const card of cards) {
    if (loaded.has(card)) continue;
    loaded.add(card);
    track('Product Loaded', fromDataset(card));
  }
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        // A card taller than the screen counts once it fills half of it.
        if (entry.intersectionRatio < 0.5 && entry.intersectionRect.height < window.innerHeight / 2) continue;
        observer.unobserve(entry.target);
        if (seen.has(entry.target)) continue;
        seen.add(entry.target);
        track('Product Viewed', fromDataset(entry.target));
      }
    },
    { threshold: [0.1, 0.25, 0.5] },
  );
  for (const card of cards) if (!seen.has(card)) observer.observe(card);
  return () => observer.disconnect();
}
