import { sendBeacon, postJson } from './batch';
import { pageMetricsContext } from './metrics-context';

export const unloadEndpoint = '/api/metrics/unload';

/** How far down the page the reader has seen, in percent: the bottom of the viewport over the page height. */
export function scrollPercent(scrollY: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= 0) return 0;
  const seen = ((scrollY + viewportHeight) / pageHeight) * 100;
  return Math.round(Math.min(100, Math.max(0, seen)));
}

/**
 * Spec (site shell 7): POST api/metrics/unload as a beacon with timeOnPage and maxScroll. Tracks
 * the deepest scroll position and sends once per page load, when the page is first hidden (the
 * last moment a mobile browser reliably gives us): timeOnPage is the time since navigation
 * start in ms. Start it only with 'performance' consent. Returns the stop function.
 */
export function startUnloadReport(): () => void {
  let maxScroll = 0;
  let sent = false;
  const measure = () => {
    const root = document.documentElement;
    maxScroll = Math.max(maxScroll, scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight));
  };
  const send = () => {
    if (sent) return;
    sent = true;
    measure();
    const { path, formfactor, site, pageTemplate, build, route } = pageMetricsContext();
    const body = JSON.stringify({ timeOnPage: Math.round(performance.now()), maxScroll, path, formfactor, site, pageTemplate, build, route });
    if (!sendBeacon(unloadEndpoint, body)) void postJson(unloadEndpoint, body).catch(() => undefined);
    stop();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
  };
  function stop(): void {
    window.removeEventListener('scroll', measure);
    window.removeEventListener('pagehide', send);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  measure();
  window.addEventListener('scroll', measure, { passive: true });
  window.addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', onVisibility);
  return stop;
}
