// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/client-log';
import {
  closedAtKey,
  markPopupClosed,
  markPopupShown,
  pagePopupFor,
  popupAllowed,
  popupCooldownMs,
  popupDriverLists,
  popupDriverUsable,
  recordPageView,
} from './rules';
import { testDriver } from './test-drivers';

vi.mock('@/lib/client-log', () => ({ log: vi.fn() }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(log).mockClear();
});
afterEach(() => document.documentElement.removeAttribute('data-site'));

describe('popup rules', () => {
  it('counts the page views of the session', () => {
    expect(recordPageView()).toBe(1);
    expect(recordPageView()).toBe(2);
    sessionStorage.setItem('healthline.driverPopupPageViews', 'garbage');
    expect(recordPageView()).toBe(1);
  });

  it('the first page view waits for the 1stPagePopup, the second for the 2ndPagePopup, later ones for none', () => {
    expect(pagePopupFor(1)).toBe('1stPagePopup');
    expect(pagePopupFor(2)).toBe('2ndPagePopup');
    expect(pagePopupFor(3)).toBeNull();
  });

  it('shows each popup at most once per session', () => {
    expect(popupAllowed('1stPagePopup')).toBe(true);
    markPopupShown('1stPagePopup');
    expect(popupAllowed('1stPagePopup')).toBe(false);
    expect(popupAllowed('2ndPagePopup')).toBe(true);
    sessionStorage.clear();
    expect(popupAllowed('1stPagePopup')).toBe(true);
  });

  it('keeps a closed popup away for 7 days, across sessions', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    markPopupClosed('2ndPagePopup', now);
    expect(localStorage.getItem(`healthline.${closedAtKey('2ndPagePopup')}`)).toBe(String(now));
    expect(popupAllowed('2ndPagePopup', now + 1000)).toBe(false);
    expect(popupAllowed('2ndPagePopup', now + popupCooldownMs - 1)).toBe(false);
    expect(popupAllowed('2ndPagePopup', now + popupCooldownMs)).toBe(true);
    expect(popupAllowed('1stPagePopup', now + 1000)).toBe(true);
  });

  it('ignores a damaged or future close time', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    localStorage.setItem(`healthline.${closedAtKey('1stPagePopup')}`, 'yesterday');
    expect(popupAllowed('1stPagePopup', now)).toBe(true);
    localStorage.setItem(`healthline.${closedAtKey('1stPagePopup')}`, String(now + 60_000));
    expect(popupAllowed('1stPagePopup', now)).toBe(true);
  });

  it('logs "Missing wBw2ndPagePopup lists" and refuses a 2ndPagePopup newsletter driver without lists', () => {
    const driver = testDriver({ driverType: 'newsletter', articlePlacement: '2ndPagePopup', callToActionURL: undefined });
    expect(popupDriverUsable('2ndPagePopup', driver)).toBe(false);
    expect(log).toHaveBeenCalledWith('error', 'Missing wBw2ndPagePopup lists', expect.objectContaining({ campaign: driver._uuid }));
  });

  it('counts only the lists of this site', () => {
    document.documentElement.dataset.site = 'psy';
    const driver = testDriver({ driverType: 'newsletter', articlePlacement: '2ndPagePopup', newsletterLists: ['wellness-wire'] });
    expect(popupDriverLists(driver)).toEqual([]);
    expect(popupDriverUsable('2ndPagePopup', driver)).toBe(false);
    expect(popupDriverUsable('2ndPagePopup', { ...driver, lists: ['mind-matters'], newsletterLists: [] })).toBe(true);
  });

  it('lets other drivers and the 1stPagePopup through without a log', () => {
    expect(popupDriverUsable('2ndPagePopup', testDriver({ articlePlacement: '2ndPagePopup' }))).toBe(true);
    expect(popupDriverUsable('2ndPagePopup', testDriver({ driverType: 'newsletter', newsletterLists: ['wellness-wire'] }))).toBe(true);
    expect(popupDriverUsable('1stPagePopup', testDriver({ driverType: 'newsletter' }))).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });
});
