import { onConsentChange, whenGranted } from '@/features/consent/client';
import { loadScript } from '@/features/errors/load-script';
import { watchScrollDepth } from '../scroll-depth';

export const metaPixelScriptSrc = 'https://connect.facebook.net/en_US/fbevents.js';
/** Spec (site shell 9): Meta pixel tracking is at 25, 50 and 75 percent. */
export const metaPixelScrollThresholds: readonly number[] = [25, 50, 75];

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  disablePushState?: boolean;
};
type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

/**
 * The pixel's queue function and script (Meta's loader, written out), loaded once. Automatic
 * configuration (which collects button texts and page metadata) and history tracking are off:
 * we send only the event name and, for scroll, the percent.
 */
export function loadMetaPixel(pixelId: string): Fbq {
  const w = window as PixelWindow;
  if (w.fbq) return w.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.disablePushState = true;
  w.fbq = fbq;
  w._fbq = fbq;
  // A failure is reported by loadScript; the queue then stays a queue and nothing is sent.
  loadScript(metaPixelScriptSrc, { feature: 'pixel' }).catch(() => undefined);
  fbq('set', 'autoConfig', false, pixelId);
  fbq('init', pixelId);
  return fbq;
}

/**
 * For one page view on a page that may load the pixel: once targeting consent is granted (now or
 * later, without reload) the pixel loads and gets PageView and ScrollDepth at 25, 50 and 75
 * percent. Withdrawing targeting stops the events and revokes the pixel's consent.
 */
export function startMetaPixel(pixelId: string): () => void {
  let stopScroll = () => {};
  let fbq: Fbq | undefined;
  const stopWaiting = whenGranted('targeting', () => {
    fbq = loadMetaPixel(pixelId);
    fbq('consent', 'grant');
    fbq('track', 'PageView');
    const pixel = fbq;
    stopScroll = watchScrollDepth((percent) => pixel('trackCustom', 'ScrollDepth', { percent }), () => metaPixelScrollThresholds);
  });
  const stopListening = onConsentChange((state) => {
    if (state.groups.targeting || !fbq) return;
    stopScroll();
    fbq('consent', 'revoke');
  });
  return () => {
    stopWaiting();
    stopListening();
    stopScroll();
  };
}
