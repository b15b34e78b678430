import { afterEach, beforeEach, vi } from 'vitest';
import type { PrivacyRegime } from '@/lib/region';
import { beaconsSent, stubBeacon } from './beacon';
import { bootConsent, clearCookies } from './consent';

export type TrackingSetup = {
  /** vi.resetModules() first, so the batch, consent and session state of the modules under test start empty (import them in the test). Default true. */
  freshModules?: boolean;
  /** Fake timers (a batch goes out a second after its first event), real again after the test. Default true. */
  fakeTimers?: boolean;
  /** Expire every cookie of the document before the test. Default true. */
  clearCookies?: boolean;
  /** The consent boot script of this regime, or null for none (the test boots its own). Default 'us', whose readers have performance consent. */
  regime?: PrivacyRegime | null;
};

/**
 * The tracking setup of the analytics tests (jsdom), registered as beforeEach and afterEach hooks of
 * the describe it is called in: before each test, the options above and a recording
 * navigator.sendBeacon (tests/support/beacon.ts); after each, real timers and the globals back.
 * Hooks a test registers before this call run before it (e.g. emptying document.head before the
 * consent script is added); afterEach hooks registered after it run before its own.
 */
export function setupTracking({ freshModules = true, fakeTimers = true, clearCookies: clear = true, regime = 'us' }: TrackingSetup = {}) {
  let beacon: ReturnType<typeof stubBeacon> | undefined;
  beforeEach(() => {
    if (freshModules) vi.resetModules();
    if (fakeTimers) vi.useFakeTimers();
    beacon = stubBeacon();
    if (clear) clearCookies();
    if (regime) bootConsent(regime);
  });
  afterEach(() => {
    if (fakeTimers) vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const current = () => {
    if (!beacon) throw new Error('setupTracking: the beacon exists only inside a test');
    return beacon;
  };
  return {
    /** This test's navigator.sendBeacon mock. */
    get beacon() {
      return current();
    },
    /** The analytics events of every batch sent so far, in order. */
    events: () => beaconsSent(current()).flatMap((b) => (b.body as { events: { eventName: string; payload: Record<string, unknown> }[] }).events),
  };
}
