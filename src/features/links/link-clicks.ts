import { anonymousId } from '@/features/analytics/anonymous-id';
import type { EventPayload } from '@/features/analytics/schema';
import { track } from '@/features/analytics/track';
import { productUrl } from '@/features/links/product-url';
import { randomId } from '@/lib/random-id';
import { withPartnerParams } from './partner-url';
import { inContentAffiliate } from './in-content';

/** Spec: "The tracked-link correlation id is regenerated after 500 ms." */
export const correlationRefreshMs = 500;
/** Spec (article blocks 5, 9): affiliate links in call-outs get their correlation id at click time, reset after 2000 ms. */
export const calloutCorrelationRefreshMs = 2000;
/**
 * A container whose affiliate links follow the call-out rule: a fresh correlation id at click time
 * (in the link's data and in its address), reset 2000 ms later, and Product Clicked sent only for
 * the first click on each link. The call-out widget (src/widgets/widget-call-out) and the
 * end-of-section link set it.
 */
export const calloutLinksAttribute = 'data-affiliate-links';
const calloutSelector = `[${calloutLinksAttribute}="callout"]`;
const trackedOnce = new WeakSet<HTMLAnchorElement>();

const affiliateSelector = 'a[data-track="affiliate-link"]';
const pendingRefresh = new WeakMap<HTMLAnchorElement, ReturnType<typeof setTimeout>>();

/** The link's address as the server wrote it, before any partner parameters. */
function originalHref(link: HTMLAnchorElement): string {
  link.dataset.linkHref ??= link.getAttribute('href') ?? '';
  return link.dataset.linkHref;
}

/** The link's visible text, without the screen-reader hint. */
export function linkText(link: HTMLAnchorElement): string {
  const copy = link.cloneNode(true) as HTMLAnchorElement;
  copy.querySelectorAll('[data-link-hint]').forEach((hint) => hint.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 500);
}

/** Sets the link's correlation id, and in its address too when the address carries one (call-out links). */
function setCorrelationId(link: HTMLAnchorElement, id: string, inAddress: boolean): void {
  link.dataset.correlationId = id;
  if (!inAddress) return;
  const next = productUrl(originalHref(link), id);
  if (next.valid) link.setAttribute('href', next.href);
}

/** Each tracked link keeps its correlation id for the click, then gets a fresh one 500 ms later (call-out links: 2000 ms). */
export function scheduleCorrelationRefresh(link: HTMLAnchorElement, afterMs = correlationRefreshMs, inAddress = false): void {
  clearTimeout(pendingRefresh.get(link));
  pendingRefresh.set(
    link,
    setTimeout(() => {
      pendingRefresh.delete(link);
      setCorrelationId(link, randomId(), inAddress);
    }, afterMs),
  );
}

function affiliatePayload(link: HTMLAnchorElement): EventPayload {
  const position = Array.from(document.querySelectorAll<HTMLAnchorElement>(affiliateSelector)).indexOf(link) + 1;
  return {
    brand: link.dataset.trackBrand,
    category: inContentAffiliate.category,
    formatType: inContentAffiliate.formatType,
    location: inContentAffiliate.location,
    linkUrl: originalHref(link).slice(0, 2000),
    productId: link.dataset.trackProductId,
    text: linkText(link),
    position: position > 0 ? position : undefined,
    variant: inContentAffiliate.variant,
    name: link.dataset.trackName,
    correlationId: link.dataset.correlationId,
  };
}

function trackAffiliateClick(link: HTMLAnchorElement): void {
  if (link.closest(calloutSelector)) {
    // Call-out rule: the id is set now, as the browser follows the link, and reset 2000 ms later.
    setCorrelationId(link, randomId(), true);
    if (!trackedOnce.has(link)) {
      trackedOnce.add(link);
      track('Product Clicked', affiliatePayload(link));
    }
    scheduleCorrelationRefresh(link, calloutCorrelationRefreshMs, true);
    return;
  }
  track('Product Clicked', affiliatePayload(link));
  scheduleCorrelationRefresh(link);
}

const viewed = new WeakSet<Element>();

/**
 * Sends Product Viewed once per affiliate link, when at least half of it first shows on screen.
 * Returns the cleanup; call again after a client-side navigation to watch the new page's links.
 */
export function watchAffiliateViews(): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
        observer.unobserve(entry.target);
        if (viewed.has(entry.target)) continue;
        viewed.add(entry.target);
        track('Product Viewed', affiliatePayload(entry.target));
      }
    },
    { threshold: 0.5 },
  );
  document.querySelectorAll(affiliateSelector).forEach((link) => {
    if (!viewed.has(link)) observer.observe(link);
  });
  return () => observer.disconnect();
}

/** A fresh transit_id per click, the anonymous id (only with performance consent) and the site's organisation id. */
function addPartnerParams(link: HTMLAnchorElement): void {
  link.href = withPartnerParams(originalHref(link), {
    transit_id: randomId(),
    anonymousId: anonymousId(),
    orgId: link.dataset.linkOrg ?? '',
  });
}

/**
 * Called by the page's one click listener for every activated link (primary or middle click):
 * affiliate links are tracked, partner links get their parameters before the browser follows them.
 */
export function onLinkActivated(link: HTMLAnchorElement): void {
  if (link.dataset.track === 'affiliate-link') trackAffiliateClick(link);
  if (link.dataset.linkPartner !== undefined) addPartnerParams(link);
}
