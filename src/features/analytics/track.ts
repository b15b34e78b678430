import type { EventName, EventPayload, TrackedEvent } from './schema';

/** The first-party endpoint that stores behaviour events. */
export const trackEndpoint = '/v2/t';
const flushDelayMs = 1000;
const maxQueued = 50;

let queue: TrackedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send(events: TrackedEvent[]): void {
  const body = JSON.stringify({ events });
  const beacon = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function';
  if (beacon && navigator.sendBeacon(trackEndpoint, new Blob([body], { type: 'application/json' }))) return;
  void fetch(trackEndpoint, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}

/** Sends everything queued now (also called when the page is hidden, so nothing is lost on leaving). */
export function flush(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!queue.length) return;
  const events = queue;
  queue = [];
  send(events);
}

function listenForPageHide(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

/**
 * Records a behaviour event. Events are batched and sent to our own endpoint; nothing goes to a
 * third party from here (consent-gated forwarding belongs to the analytics feature).
 */
export function track(eventName: EventName, payload: EventPayload): void {
  if (typeof window === 'undefined') return;
  listenForPageHide();
  queue.push({ eventName, payload, path: window.location.pathname });
  if (queue.length >= maxQueued) flush();
  else timer ??= setTimeout(flush, flushDelayMs);
}
