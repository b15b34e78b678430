import { createBatcher, postJson, sendBeacon } from './batch';
import type { EventName, EventPayload, TrackedEvent } from './schema';

/** The first-party endpoint that stores behaviour events. */
export const trackEndpoint = '/v2/t';

function send(events: TrackedEvent[]): void {
  const body = JSON.stringify({ events });
  if (!sendBeacon(trackEndpoint, body)) void postJson(trackEndpoint, body).catch(() => undefined);
}

const batcher = createBatcher(send);

/** Sends everything queued now (also called when the page is hidden, so nothing is lost on leaving). */
export const flush = batcher.flush;

/**
 * Records a behaviour event. Events are batched and sent to our own endpoint; nothing goes to a
 * third party from here (consent-gated forwarding belongs to the analytics feature).
 */
export function track(eventName: EventName, payload: EventPayload): void {
  if (typeof window === 'undefined') return;
  batcher.add({ eventName, payload, path: window.location.pathname });
}
