// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adBlockState,
  declineRememberedMs,
  firstPartyPathsOn,
  onAdBlockChange,
  parsePermission,
  permissionAnswer,
  resetAdBlockState,
  setDetected,
  setPermitted,
  stickyAdsAllowed,
} from './state';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('ad-block permission storage', () => {
  it('a yes is kept; a no is remembered for 30 days, then the reader is asked again', () => {
    expect(parsePermission('yes', now)).toBe('permitted');
    expect(parsePermission(`no:${now - 1000}`, now)).toBe('declined');
    expect(parsePermission(`no:${now - declineRememberedMs + 1}`, now)).toBe('declined');
    expect(parsePermission(`no:${now - declineRememberedMs}`, now)).toBeNull();
  });

  it('no answer, a malformed value or a decline dated in the future count as unanswered', () => {
    expect(parsePermission(undefined, now)).toBeNull();
    expect(parsePermission('no', now)).toBeNull();
    expect(parsePermission('maybe', now)).toBeNull();
    expect(parsePermission(`no:${now + 60_000}`, now)).toBeNull();
  });
});

describe('ad-block state', () => {
  beforeEach(() => {
    resetAdBlockState();
    localStorage.clear();
  });

  it('starts undetected and reads a remembered yes from localStorage (healthline.firstPartyAds)', () => {
    localStorage.setItem('healthline.firstPartyAds', 'yes');
    expect(adBlockState()).toEqual({ detected: null, permitted: true });
  });

  it('setPermitted remembers the answer with its date and tells every listener', () => {
    const listener = vi.fn();
    onAdBlockChange(listener);
    setPermitted(false, now);
    expect(localStorage.getItem('healthline.firstPartyAds')).toBe(`no:${now}`);
    expect(permissionAnswer(now + 1000)).toBe('declined');
    setPermitted(true, now);
    expect(localStorage.getItem('healthline.firstPartyAds')).toBe('yes');
    expect(listener).toHaveBeenLastCalledWith({ detected: null, permitted: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('first-party paths only with a detected blocker and permission; sticky ads are off exactly then', () => {
    const seen: boolean[] = [];
    const stop = onAdBlockChange((state) => seen.push(firstPartyPathsOn(state)));
    setPermitted(true, now);
    expect(firstPartyPathsOn()).toBe(false);
    expect(stickyAdsAllowed()).toBe(true);
    setDetected(true);
    expect(firstPartyPathsOn()).toBe(true);
    expect(stickyAdsAllowed()).toBe(false);
    stop();
    setDetected(false);
    expect(seen).toEqual([false, true]);
    expect(stickyAdsAllowed()).toBe(true);
  });
});
