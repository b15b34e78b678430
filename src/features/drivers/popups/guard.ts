import { onConsentChange } from '@/features/consent/client';
import { decidedAttribute } from '@/features/consent/decided-script';

/**
 * What keeps a driver popup (or any overlay of ours) from opening: the consent banner is showing
 * (`[data-consent-banner]`, hidden before paint by `data-consent-decided` on <html> for a reader
 * who already chose), a dialog is open (the privacy settings, the Subscribe popup, a coupon) or
 * the main menu is.
 */
export type PopupBlocker = 'consent-banner' | 'dialog' | 'menu' | null;

export function consentBannerShowing(doc: Document = document): boolean {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner || banner.hidden || doc.documentElement.hasAttribute(decidedAttribute)) return false;
  // Hidden by CSS (the no-JavaScript :target rule, say): not showing.
  if (typeof banner.checkVisibility === 'function') return banner.checkVisibility();
  return true;
}

export function popupBlocker(doc: Document = document): PopupBlocker {
  if (consentBannerShowing(doc)) return 'consent-banner';
  if (doc.querySelector('dialog[open]')) return 'dialog';
  // The main menu open on a phone (MainNavMenu's data-menu-open): the reader is choosing where to go.
  if (doc.querySelector('[data-menu-open="true"]')) return 'menu';
  return null;
}

/**
 * Runs `run` once nothing blocks a popup: at once when the way is clear, otherwise after the banner
 * has gone and every dialog has closed (watched through DOM changes and consent changes, never
 * polled). Returns a cancel function.
 */
export function whenPopupClear(run: () => void, doc: Document = document): () => void {
  if (!popupBlocker(doc)) {
    run();
    return () => undefined;
  }
  let done = false;
  const check = () => {
    if (done || popupBlocker(doc)) return;
    stop();
    run();
  };
  const observer = new MutationObserver(check);
  observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'hidden', 'class', 'style', 'data-menu-open', decidedAttribute] });
  const stopConsent = onConsentChange(() => queueMicrotask(check));
  function stop() {
    done = true;
    observer.disconnect();
    stopConsent();
  }
  return stop;
}
