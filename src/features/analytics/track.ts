import { consentState, onConsentChange } from '@/features/consent/client';
import { isPreviewPath } from '@/lib/preview-path';
import { randomId } from '@/lib/random-id';
import { anonymousId } from './anonymous-id';
import { createBatcher, postJson, sendBeacon } from './batch';
import type { EventBatch, EventName, PayloadOf, TrackedEvent } from './schema';

/** The first-party endpoint that stores behaviour events. */
export const trackEndpoint = '/v2/t';
/** Events held while a reader has not decided on consent yet; more than this are dropped. */
export const maxHeldEvents = 100;

/** This page view's id, sent with each batch for the server's per-page-view cap; a new one with each 'Page Viewed'. */
let pageViewId = randomId();

function send(events: TrackedEvent[]): void {
  // Consent may have been withdrawn while the batch waited.
  if (!consentState().groups.performance) return;
  const batch: EventBatch = { events, anonymousId: anonymousId(), pageViewId };
  const body = JSON.stringify(batch);
  // Same-origin credentials, as a beacon has: the answer may set the server-issued id's cookies (anonymous-id.ts).
  if (!sendBeacon(trackEndpoint, body)) void postJson(trackEndpoint, body, 'same-origin').catch(() => undefined);
}

const batcher = createBatcher(send);
let held: TrackedEvent[] = [];
let watching = false;

/** Sends everything queued now (also called when the page is hidden, so nothing is lost on leaving). */
export const flush = batcher.flush;

function watchConsent(): void {
  if (watching) return;
  watching = true;
  onConsentChange((state) => {
    const waiting = held;
    held = [];
    if (state.groups.performance) for (const event of waiting) batcher.add(event);
  });
}

/**
 * Records a tracking event for our own endpoint (no event leaves our servers). Never on a
 * newsroom preview, and only with performance consent: before a reader who must be asked has
 * decided, events are held in memory and sent if they accept, dropped if they refuse; once
 * refused, nothing is recorded.
 */
export function track<N extends EventName>(eventName: N, payload: PayloadOf<N>): void {
  if (typeof window === 'undefined') return;
  // A newsroom preview is not a reader's page: its views and clicks are nobody's figures.
  if (isPreviewPath(window.location.pathname)) return;
  if (eventName === 'Page Viewed') pageViewId = randomId();
  const event = { eventName, payload, path: window.location.pathname } as TrackedEvent;
  const consent = consentState();
  if (consent.groups.performance) {
    batcher.add(event);
    return;
  }
  if (consent.decided) return;
  if (held.length < maxHeldEvents) held.push(event);
  watchConsent();
}

/** For tests: forget held events and the consent listener (after resetConsentStore). */
export function resetTracking(): void {
  held = [];
  watching = false;
}
