// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storagePrefix } from '@/lib/browser-storage';
import {
  announcementDismissalsKey,
  announcementDismissedAt,
  rememberAnnouncementDismissal,
  rememberStickyBannerClosed,
  stickyBannerClosed,
  stickyBannersClosedKey,
} from './dismissals';
import { announcementDismissalMs } from './visibility';

const a = '6b1f8a52-1c4e-4d0b-9f57-2f1d3c4b5a69';
const b = '0d7c9e21-8b3a-4f6e-a1d2-7c5b4e3f2a10';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('announcement dismissals', () => {
  it('remembers the dismissal time per campaign in local storage', () => {
    rememberAnnouncementDismissal(a, 1000);
    rememberAnnouncementDismissal(b, 2000);
    expect(announcementDismissedAt(a)).toBe(1000);
    expect(announcementDismissedAt(b)).toBe(2000);
    expect(JSON.parse(localStorage.getItem(storagePrefix + announcementDismissalsKey)!)).toEqual({ [a]: 1000, [b]: 2000 });
  });

  it('drops dismissals whose window has passed when it writes', () => {
    rememberAnnouncementDismissal(a, 1000);
    rememberAnnouncementDismissal(b, 1000 + announcementDismissalMs);
    expect(announcementDismissedAt(a)).toBeUndefined();
    expect(announcementDismissedAt(b)).toBe(1000 + announcementDismissalMs);
  });

  it('reads damaged storage as never dismissed', () => {
    localStorage.setItem(storagePrefix + announcementDismissalsKey, '{not json');
    expect(announcementDismissedAt(a)).toBeUndefined();
    localStorage.setItem(storagePrefix + announcementDismissalsKey, JSON.stringify({ [a]: 'yesterday', [b]: 5 }));
    expect(announcementDismissedAt(a)).toBeUndefined();
    expect(announcementDismissedAt(b)).toBe(5);
    localStorage.setItem(storagePrefix + announcementDismissalsKey, '[1,2]');
    expect(announcementDismissedAt(a)).toBeUndefined();
    rememberAnnouncementDismissal(a, 10);
    expect(announcementDismissedAt(a)).toBe(10);
  });
});

describe('sticky banner closings', () => {
  it('remembers a closed banner for the session only', () => {
    expect(stickyBannerClosed(a)).toBe(false);
    rememberStickyBannerClosed(a);
    rememberStickyBannerClosed(a);
    expect(stickyBannerClosed(a)).toBe(true);
    expect(stickyBannerClosed(b)).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(storagePrefix + stickyBannersClosedKey)!)).toEqual([a]);
    expect(localStorage.length).toBe(0);
  });

  it('reads damaged storage as never closed', () => {
    sessionStorage.setItem(storagePrefix + stickyBannersClosedKey, '"oops"');
    expect(stickyBannerClosed(a)).toBe(false);
  });
});
