import { consentState, onConsentChange } from '@/features/consent/client';

/** Runs once the page has loaded and the browser is idle, so the checks never compete with the content. Returns a cancel function. */
export function afterPageIdle(run: () => void, idleTimeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const go = () => {
    if (!cancelled) run();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(go, { timeout: idleTimeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(go, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/** Runs once the consent banner is out of the way (the reader decided, or no banner applies); returns a cancel function. */
export function whenConsentDecided(run: () => void): () => void {
  if (consentState().decided) {
    run();
    return () => undefined;
  }
  const stop = onConsentChange((next) => {
    if (!next.decided) return;
    stop();
    run();
  });
  return stop;
}
