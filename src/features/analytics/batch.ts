/**
 * A browser-side queue that sends its items in batches: after a delay, when it reaches its size
 * limit, and when the page is hidden, so nothing is lost on leaving. track() and the metrics
 * client both use it.
 */
export function createBatcher<T>(send: (items: T[]) => void, { flushDelayMs = 1000, maxQueued = 50 } = {}) {
  let queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const items = queue;
    queue = [];
    send(items);
  }

  function listenForPageHide(): void {
    if (listening) return;
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    window.addEventListener('pagehide', flush);
  }

  function add(item: T): void {
    if (typeof window === 'undefined') return;
    listenForPageHide();
    queue.push(item);
    if (queue.length >= maxQueued) flush();
    else timer ??= setTimeout(flush, flushDelayMs);
  }

  return { add, flush };
}

/** Hands a JSON body to navigator.sendBeacon; false when the browser has none or refuses it. */
export function sendBeacon(endpoint: string, body: string): boolean {
  const available = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function';
  return available && navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
}

/**
 * POSTs a JSON body, surviving page unload; without credentials unless asked (`/v2/t` sends and
 * receives its first-party cookies, as its beacon does).
 */
export function postJson(endpoint: string, body: string, credentials: RequestCredentials = 'omit'): Promise<Response> {
  return fetch(endpoint, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials });
}
