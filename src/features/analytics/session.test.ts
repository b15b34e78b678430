// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconsSent, stubBeacon } from '@tests/support/beacon';
import { bootConsent, clearCookies } from '@tests/support/consent';

const id = '00000000-0000-4000-8000-000000000000';

describe('analytics session', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    clearCookies();
    window.history.replaceState(null, '', '/nutrition?utm_source=newsletter&utm_campaign=spring');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('with performance consent creates the anonymous id and stores the landing UTM values', async () => {
    bootConsent('us');
    const { startAnalyticsSession } = await import('@/features/analytics/session');
    startAnalyticsSession();
    expect(document.cookie).toMatch(/hl_anonymous_id=[0-9a-f-]{36}/);
    expect(document.cookie).toContain('hl_utm_source=newsletter');
    expect(document.cookie).toContain('hl_utm_campaign=spring');
  });

  it('before a GDPR reader decides stores nothing; accepting stores the landing values without reload', async () => {
    bootConsent('gdpr');
    const { startAnalyticsSession } = await import('@/features/analytics/session');
    const { saveChoice } = await import('@/features/consent/client');
    startAnalyticsSession();
    expect(document.cookie).not.toMatch(/hl_/);
    window.history.replaceState(null, '', '/nutrition/fiber-basics');
    saveChoice({ performance: true });
    expect(document.cookie).toContain('hl_utm_source=newsletter');
    expect(document.cookie).toContain('hl_anonymous_id=');
  });

  it('withdrawn performance consent deletes the anonymous id and UTM cookies', async () => {
    bootConsent('gdpr');
    const { startAnalyticsSession } = await import('@/features/analytics/session');
    const { saveChoice } = await import('@/features/consent/client');
    saveChoice({ performance: true, functional: true });
    startAnalyticsSession();
    expect(document.cookie).toContain('hl_anonymous_id=');
    saveChoice({ functional: true });
    expect(document.cookie).not.toMatch(/hl_/);
  });

  it('a reader who already refused loses cookies left from before, on the next page', async () => {
    bootConsent('gdpr');
    document.cookie = `hl_anonymous_id=${id}; Path=/`;
    document.cookie = 'hl_utm_source=old; Path=/';
    const { saveChoice } = await import('@/features/consent/client');
    saveChoice({ functional: true });
    vi.resetModules();
    const { startAnalyticsSession } = await import('@/features/analytics/session');
    startAnalyticsSession();
    expect(document.cookie).not.toMatch(/hl_/);
  });

  it('sends Session Duration at 90 and 180 seconds of visible time', async () => {
    bootConsent('us');
    const beacon = stubBeacon();
    const { startAnalyticsSession } = await import('@/features/analytics/session');
    startAnalyticsSession();
    vi.advanceTimersByTime(181_000);
    const events = beaconsSent(beacon).flatMap((sent) => sent.body.events as { eventName: string; payload: unknown }[]);
    expect(events.filter((e) => e.eventName === 'Session Duration').map((e) => e.payload)).toEqual([{ seconds: 90 }, { seconds: 180 }]);
    vi.unstubAllGlobals();
  });
});
