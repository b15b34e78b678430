// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconsSent, stubBeacon } from '@tests/support/beacon';
import { bootConsent } from '@tests/support/consent';
import type { CheckResults } from './outcome';

const clean: CheckResults = { element: true, script: true, request: true };
const checks = (results: CheckResults | null) => () => Promise.resolve(results);

describe('detectAdBlock', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });

  async function load() {
    const state = await import('./state');
    const detection = await import('./detection');
    return { ...state, ...detection };
  }

  it('no blocker: counts no-blocker, publishes detected false, asks nothing', async () => {
    const { detectAdBlock, adBlockState } = await load();
    const report = vi.fn();
    expect(await detectAdBlock(checks(clean), report)).toEqual({ outcome: 'no-blocker', ask: false });
    expect(report.mock.calls).toEqual([['no-blocker']]);
    expect(adBlockState().detected).toBe(false);
  });

  it('a timeout counts no-response and is not taken for a blocker', async () => {
    const { detectAdBlock, adBlockState } = await load();
    const report = vi.fn();
    expect(await detectAdBlock(checks(null), report)).toEqual({ outcome: 'no-response', ask: false });
    expect(report.mock.calls).toEqual([['no-response']]);
    expect(adBlockState().detected).toBe(false);
  });

  it('a blocker without an answer: counts js and asks; listeners hear detected true', async () => {
    const { detectAdBlock, onAdBlockChange } = await load();
    const report = vi.fn();
    const listener = vi.fn();
    onAdBlockChange(listener);
    expect(await detectAdBlock(checks({ ...clean, script: false }), report)).toEqual({ outcome: 'js', ask: true });
    expect(report.mock.calls).toEqual([['js']]);
    expect(listener).toHaveBeenCalledWith({ detected: true, permitted: false });
  });

  it('a remembered yes: counts http then reinsert, turns first-party paths on, does not ask', async () => {
    localStorage.setItem('healthline.firstPartyAds', 'yes');
    const { detectAdBlock, firstPartyPathsOn, stickyAdsAllowed } = await load();
    const report = vi.fn();
    expect(await detectAdBlock(checks({ ...clean, request: false }), report)).toEqual({ outcome: 'http', ask: false });
    expect(report.mock.calls).toEqual([['http'], ['reinsert']]);
    expect(firstPartyPathsOn()).toBe(true);
    expect(stickyAdsAllowed()).toBe(false);
  });

  it('a recent no: counts not-permitted and does not ask; an expired one asks again', async () => {
    localStorage.setItem('healthline.firstPartyAds', `no:${Date.now() - 1000}`);
    const { detectAdBlock, firstPartyPathsOn } = await load();
    const report = vi.fn();
    expect(await detectAdBlock(checks({ ...clean, element: false }), report)).toEqual({ outcome: 'js', ask: false });
    expect(report.mock.calls).toEqual([['js'], ['not-permitted']]);
    expect(firstPartyPathsOn()).toBe(false);

    localStorage.setItem('healthline.firstPartyAds', `no:${Date.now() - 31 * 24 * 60 * 60 * 1000}`);
    expect((await detectAdBlock(checks({ ...clean, element: false }), vi.fn())).ask).toBe(true);
  });

  it('answering remembers the answer, counts it and switches the ads to first-party paths', async () => {
    const { detectAdBlock, answerPermission, firstPartyPathsOn, onAdBlockChange } = await load();
    const report = vi.fn();
    await detectAdBlock(checks({ ...clean, script: false }), report);
    const listener = vi.fn();
    onAdBlockChange(listener);
    answerPermission(true, report);
    expect(report).toHaveBeenLastCalledWith('reinsert');
    expect(localStorage.getItem('healthline.firstPartyAds')).toBe('yes');
    expect(listener).toHaveBeenCalledWith({ detected: true, permitted: true });
    expect(firstPartyPathsOn()).toBe(true);

    answerPermission(false, report);
    expect(report).toHaveBeenLastCalledWith('not-permitted');
    expect(localStorage.getItem('healthline.firstPartyAds')).toMatch(/^no:\d+$/);
    expect(firstPartyPathsOn()).toBe(false);
  });
});

describe('reportOutcome', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is the agreed metric: increment adblock with the outcome as type', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const beacon = stubBeacon();
    bootConsent('us'); // metrics are sent only with performance consent, which a US reader has by default
    const { reportOutcome } = await import('./detection');
    reportOutcome('no-blocker');
    vi.advanceTimersByTime(1000);
    const [sent] = beaconsSent(beacon);
    expect(sent!.body.metrics).toEqual([{ type: 'increment', name: 'adblock', tags: { type: 'no-blocker' }, flags: [] }]);
  });
});
