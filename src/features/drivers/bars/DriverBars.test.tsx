// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseDriver } from '../api-schema';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import type { PlacementSnapshot } from '../client/drivers-store';
import { storagePrefix } from '@/lib/browser-storage';
import { DriverBars } from './DriverBars.client';
import { resetAnnouncementViews } from './AnnouncementBar.client';
import { announcementDismissalsKey } from './dismissals';
import { layOutBottomBars } from '@/features/reader-chrome/test-layout';
import { resetChrome } from '@/features/reader-chrome/store';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

const placements = vi.hoisted(() => new Map<string, { state: string; driver: unknown }>());
const markLoaded = vi.hoisted(() => vi.fn());
vi.mock('../client/use-placement', () => ({
  usePlacement: (placement: string) => placements.get(placement) ?? { state: 'not_found', driver: null },
}));
vi.mock('../client/drivers-store', () => ({ markPlacementLoaded: markLoaded }));

const consent = vi.hoisted(() => ({ decided: true, regime: 'gdpr' as 'gdpr' | 'us' | 'other', listeners: new Set<() => void>() }));
vi.mock('@/features/consent/client', () => ({
  consentState: () => ({ regime: consent.regime, decided: consent.decided, groups: { targeting: false } }),
  onConsentChange: (listener: () => void) => {
    consent.listeners.add(listener);
    return () => consent.listeners.delete(listener);
  },
  whenGranted: () => () => undefined,
}));

const openSettings = vi.hoisted(() => vi.fn());
vi.mock('@/features/consent/settings-events', () => ({ openPrivacySettings: openSettings }));

const uuid = '6b1f8a52-1c4e-4d0b-9f57-2f1d3c4b5a69';
const stickyUuid = '0d7c9e21-8b3a-4f6e-a1d2-7c5b4e3f2a10';

function announcementDriver(extra: Partial<ResponseDriver> = {}): ResponseDriver {
  return {
    driverType: 'announcementBar',
    articlePlacement: 'announcementBar',
    _uuid: uuid,
    campaignName: 'Winter wellness guide',
    variant: 'A',
    style: 'card',
    headline: 'New:',
    announcementText: 'Our winter wellness guide is out <b>now</b>.',
    callToAction: 'Read the guide',
    callToActionURL: '/guides/winter-wellness',
    callToActionType: 'link',
    ...extra,
  };
}

function stickyDriver(extra: Partial<ResponseDriver> = {}): ResponseDriver {
  return {
    driverType: 'stickyBanner',
    articlePlacement: 'stickyBanner',
    _uuid: stickyUuid,
    campaignName: 'Heart health newsletter banner',
    variant: 'B',
    style: 'banner',
    headline: 'Get heart health tips every week',
    callToAction: 'Sign up',
    callToActionURL: '/newsletters',
    ...extra,
  };
}

function give(placement: ReaderPlacement, driver: ResponseDriver | null) {
  placements.set(placement, { state: driver ? 'preloaded' : 'not_found', driver } satisfies PlacementSnapshot);
}

const bar = () => screen.queryByRole('region', { name: 'Announcement' });
const now = Date.UTC(2026, 10, 20, 9);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  placements.clear();
  consent.decided = true;
  consent.regime = 'gdpr';
  track.mockClear();
  markLoaded.mockClear();
  openSettings.mockClear();
  resetAnnouncementViews();
  document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
  undoLayout = layOutBottomBars();
});

let undoLayout: () => void;

afterEach(() => {
  cleanup();
  undoLayout();
  resetChrome();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('announcement bar', () => {
  it('shows the campaign as a named region, its copy as text, with a labelled dismiss button', () => {
    give('announcementBar', announcementDriver());
    render(<DriverBars />);
    const region = bar()!;
    expect(region).not.toBeNull();
    expect(region.textContent).toContain('Our winter wellness guide is out <b>now</b>.');
    expect(region.querySelector('b')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Dismiss announcement' })).toBeTruthy();
    expect(markLoaded).toHaveBeenCalledWith(0, 'announcementBar');
  });

  it('renders nothing without a driver, and no room is kept', () => {
    give('announcementBar', null);
    const { container } = render(<DriverBars />);
    expect(bar()).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--bottom-chrome')).toBe('');
    expect(container.querySelector('[data-driver-bars]')).toBeNull();
  });

  it('keeps its height as room at the end of the page while it shows', () => {
    give('announcementBar', announcementDriver());
    render(<DriverBars />);
    expect(bar()).not.toBeNull();
    expect(document.documentElement.style.getPropertyValue('--bottom-chrome')).toBe('60px');
  });

  it('does not show when its call to action links to the page itself', () => {
    window.history.replaceState(null, '', '/heart-health/statin-costs');
    give('announcementBar', announcementDriver({ callToActionURL: 'http://localhost:3000/heart-health/statin-costs?from=bar' }));
    render(<DriverBars />);
    expect(bar()).toBeNull();
    cleanup();
    give('announcementBar', announcementDriver({ callToActionURL: '/heart-health/statin-costs/' }));
    render(<DriverBars />);
    expect(bar()).toBeNull();
    cleanup();
    give('announcementBar', announcementDriver({ callToActionURL: '/health/drugs/lipitor' }));
    render(<DriverBars />);
    expect(bar()).not.toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('is not shown when taller than 15 % of the window (a phone of 568 px keeps 85 px)', () => {
    undoLayout();
    undoLayout = layOutBottomBars(138);
    Object.defineProperty(window, 'innerHeight', { value: 568, configurable: true });
    give('announcementBar', announcementDriver());
    render(<DriverBars />);
    expect(document.querySelector('[data-announcement-bar]')).not.toBeNull();
    expect(bar()).toBeNull();
    expect(document.querySelector<HTMLElement>('[data-driver-bars]')!.style.visibility).toBe('hidden');
    Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
  });

  it('stays away while the consent banner shows and appears once the reader has chosen', () => {
    consent.decided = false;
    give('announcementBar', announcementDriver());
    give('stickyBanner', stickyDriver());
    render(<DriverBars />);
    expect(bar()).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
    act(() => {
      consent.decided = true;
      for (const listener of consent.listeners) listener();
    });
    expect(bar()).not.toBeNull();
    // One bar at a time: the sticky banner waits behind the announcement.
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
    expect(document.querySelector('[data-sticky-banner]')).not.toBeNull();
  });

  it('shows outside GDPR pages, where there is no consent banner', () => {
    consent.regime = 'us';
    consent.decided = true;
    give('announcementBar', announcementDriver());
    render(<DriverBars />);
    expect(bar()).not.toBeNull();
  });

  it('dismissal hides it, remembers the time, sends Element Clicked with dismiss and moves focus to the main content', () => {
    give('announcementBar', announcementDriver());
    render(<DriverBars />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(bar()).toBeNull();
    expect(JSON.parse(localStorage.getItem(storagePrefix + announcementDismissalsKey)!)).toEqual({ [uuid]: now });
    expect(track).toHaveBeenCalledWith('Element Clicked', {
      elementType: 'driver',
      location: 'announcementBar',
      name: uuid,
      variant: 'A',
      text: 'Winter wellness guide',
      category: 'announcementBar',
      actionOutcome: 'dismiss',
      // The bar's view id (the view and every later event of the card share it) and, as a sticky call to action, its campaign's name.
      viewCorrelationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      stickyCtaCampaignName: 'Winter wellness guide',
    });
    expect(document.activeElement?.id).toBe('main');
  });

  it('stays dismissed on later pages until exactly 14 days have passed (issue 33)', () => {
    const fourteenDays = 1_209_600_000;
    give('announcementBar', announcementDriver());
    const first = render(<DriverBars />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    first.unmount();

    vi.setSystemTime(now + 12_096_000);
    const early = render(<DriverBars />);
    expect(bar()).toBeNull();
    early.unmount();

    vi.setSystemTime(now + fourteenDays - 1);
    const second = render(<DriverBars />);
    expect(bar()).toBeNull();
    second.unmount();

    vi.setSystemTime(now + fourteenDays);
    render(<DriverBars />);
    expect(bar()).not.toBeNull();
  });

  it('a dismissal of one campaign does not hide another', () => {
    give('announcementBar', announcementDriver());
    const first = render(<DriverBars />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    first.unmount();
    give('announcementBar', announcementDriver({ _uuid: 'a3c1e5f7-0b2d-4e6f-8a9c-1d3e5f7a9b0c' }));
    render(<DriverBars />);
    expect(bar()).not.toBeNull();
  });

  it('the privacy-settings variant always shows; its button opens the privacy choices', () => {
    const privacy = announcementDriver({ options: { isPrivacySettingsUpdatedMPD: true }, callToAction: 'Review your choices', callToActionURL: undefined });
    localStorage.setItem(storagePrefix + announcementDismissalsKey, JSON.stringify({ [uuid]: now - 1000 }));
    give('announcementBar', privacy);
    const first = render(<DriverBars />);
    const button = within(bar()!).getByRole('button', { name: 'Review your choices' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(openSettings).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('Element Clicked', expect.objectContaining({ name: uuid, actionOutcome: 'click' }));
    // Dismissed, it goes for this page only: the next page shows it again.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(bar()).toBeNull();
    first.unmount();
    render(<DriverBars />);
    expect(bar()).not.toBeNull();
  });

  it('a link call to action opens in a new tab only when openCallToActionUrlOnSameTab is false, and says so', () => {
    give('announcementBar', announcementDriver({ openCallToActionUrlOnSameTab: false }));
    const first = render(<DriverBars />);
    const link = within(bar()!).getByRole('link', { name: 'Read the guide, opens in a new tab' });
    expect(link.getAttribute('href')).toBe('/guides/winter-wellness');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    first.unmount();

    give('announcementBar', announcementDriver({ openCallToActionUrlOnSameTab: true }));
    render(<DriverBars />);
    const same = within(bar()!).getByRole('link', { name: 'Read the guide' });
    expect(same.getAttribute('target')).toBeNull();
    expect(same.getAttribute('rel')).toBeNull();
  });

  it('a sponsored call to action is rel="sponsored noopener"; button type is a button-styled link', () => {
    give('announcementBar', announcementDriver({ vendorName: 'Acme Health', callToActionType: 'button', openCallToActionUrlOnSameTab: false, callToActionURL: 'https://example.com/offer' }));
    render(<DriverBars />);
    const link = within(bar()!).getByRole('link', { name: /Read the guide/ });
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    expect(link.className).toContain('ctaButton');
  });

  it('tracks clicks and right-clicks on the call to action, never on the text', () => {
    give('announcementBar', announcementDriver());
    render(<DriverBars />);
    const region = bar()!;
    fireEvent.click(region.querySelector('p')!);
    expect(track).not.toHaveBeenCalled();
    const link = within(region).getByRole('link', { name: 'Read the guide' });
    fireEvent.contextMenu(link);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(track.mock.calls.map((call) => (call[1] as { actionOutcome: string }).actionOutcome)).toEqual(['contextmenu', 'click']);
  });

  it('shows a logo per breakpoint (mobile, 768, 990) in a fixed box', () => {
    give('announcementBar', announcementDriver({ brand: 'Wellread', logoURLs: { mobile: '/logos/m.svg', tablet: '/logos/t.svg', desktop: '/logos/d.svg' } }));
    render(<DriverBars />);
    const picture = bar()!.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(min-width: 990px)', '/logos/d.svg'],
      ['(min-width: 768px)', '/logos/t.svg'],
    ]);
    const img = picture.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['/logos/m.svg', 'Wellread', '120', '32']);
  });

  it("applies the campaign's colours, with black or white text when their contrast fails AA", () => {
    give('announcementBar', announcementDriver({ backgroundColor: '#fff3b0', textColor: '#ffd400' }));
    render(<DriverBars />);
    const region = bar()!;
    expect(region.style.getPropertyValue('--bar-bg')).toBe('#fff3b0');
    expect(region.style.getPropertyValue('--bar-fg')).toBe('#000000');
  });
});

describe('sticky banner', () => {
  it('shows the driver in a bar with a close button; closing hides it for the session and sends dismiss', async () => {
    give('stickyBanner', stickyDriver());
    const first = render(<DriverBars />);
    const banner = screen.getByRole('complementary', { name: 'Promotion' });
    expect(await within(banner).findByText('Get heart health tips every week')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Close promotion' }));
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
    expect(track).toHaveBeenCalledWith('Element Clicked', expect.objectContaining({ location: 'stickyBanner', name: stickyUuid, variant: 'B', actionOutcome: 'dismiss' }));
    first.unmount();
    render(<DriverBars />);
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
    sessionStorage.clear();
    cleanup();
    render(<DriverBars />);
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeNull();
  });

  it('one bar at a time: the announcement first, the sticky banner once it is dismissed', () => {
    give('announcementBar', announcementDriver());
    give('stickyBanner', stickyDriver());
    render(<DriverBars />);
    expect(bar()).not.toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(bar()).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeNull();
  });
});
