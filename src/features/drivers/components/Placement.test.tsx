// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentStore } from '@/features/consent/client';
import { bootConsent, clearCookies } from '@tests/support/consent';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';
import type { DriversResponse } from '../api-schema';
import { registerPage, resetDriversStore, type DriversPageMeta } from '../client/drivers-store';
import { resetDriverViewState } from './DriverView.client';
import { exampleDriver } from './fixtures';
import { Placement } from './Placement.client';

vi.mock('@/features/analytics/track', () => ({ track: () => undefined, flush: () => undefined }));

const meta: DriversPageMeta = {
  canonicalPath: '/heart-health/heart-attack-warning-signs',
  kMetas: [],
  pageType: 'article',
  categorySlugs: ['heart-health'],
  cesData: { mpdTags: [] },
  excludeVideos: false,
};

let answer: () => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetDriversStore();
  resetDriverViewState();
  resetConsentStore();
  clearCookies();
  bootConsent('gdpr');
  stubIntersectionObserver();
  fetchMock = vi.fn((url: string) => (String(url).startsWith('/api/drivers/v4') ? answer() : Promise.resolve(Response.json({}))));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrapper = (placement: string) => document.querySelector<HTMLElement>(`[data-placement="${placement}"]`)!;

describe('Placement', () => {
  it('in the flow on a narrow screen (the rail after the article), the driver renders unseen and takes its place only once it is below the viewport', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    try {
      answer = async () => Response.json({ site: 'healthline', placementDrivers: { rightRail: exampleDriver('contentPromo') } } satisfies DriversResponse);
      registerPage(0, meta);
      render(<Placement placement="rightRail" inFlowBelow={1024} />);
      const box = wrapper('rightRail');
      let top = 300;
      box.getBoundingClientRect = () => ({ top, bottom: top, left: 0, right: 390, width: 390, height: 0, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
      await vi.waitFor(() => expect(box.dataset.placementState).toBe('loaded'));
      // Its place is on screen: the driver is rendered (so it will not grow later) but out of the flow and unseen.
      const staged = () => box.querySelector<HTMLElement>('[data-staged]');
      expect(staged()).not.toBeNull();
      expect(staged()!.style.position).toBe('absolute');
      expect(staged()!.style.visibility).toBe('hidden');
      // The reader scrolls back up: the place is below the viewport, and the driver takes it.
      top = 1800;
      act(() => {
        for (const observer of FakeIntersectionObserver.instances) observer.show(false);
      });
      expect(staged()).toBeNull();
      expect(screen.getByText('Your heart health guide')).toBeTruthy();
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
      Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
    }
  });

  it('asks for its driver, shows it and moves from loading to loaded', async () => {
    const driver = exampleDriver('contentPromo');
    answer = async () => Response.json({ site: 'healthline', placementDrivers: { rightRail: driver } } satisfies DriversResponse);
    registerPage(0, meta);
    render(<Placement placement="rightRail" className="rail" />);
    expect(['queued', 'loading']).toContain(wrapper('rightRail').dataset.placementState);
    expect(wrapper('rightRail').textContent).toBe('');
    await screen.findByText('Your heart health guide');
    await vi.waitFor(() => expect(wrapper('rightRail').dataset.placementState).toBe('loaded'));
    expect(wrapper('rightRail').className).toBe('rail');
    expect(wrapper('rightRail').hasAttribute('data-empty')).toBe(false);
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/drivers/v4'))! as [string, RequestInit];
    expect(url).toBe('/api/drivers/v4/heart-health/heart-attack-warning-signs');
    expect(JSON.parse(init.body as string)).toMatchObject({ articlePlacements: ['rightRail'] });
  });

  it('stays empty (data-empty, no content) when the placement has no driver', async () => {
    answer = async () => Response.json({ site: 'healthline', placementDrivers: { manualPlacement1: null } } satisfies DriversResponse);
    registerPage(0, meta);
    render(<Placement placement="manualPlacement1" />);
    await vi.waitFor(() => expect(wrapper('manualPlacement1').dataset.placementState).toBe('not_found'));
    expect(wrapper('manualPlacement1').hasAttribute('data-empty')).toBe(true);
    expect(wrapper('manualPlacement1').innerHTML).toBe('');
  });

  it('stays empty when the drivers call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = async () => new Response('nope', { status: 500 });
    registerPage(0, meta);
    render(<Placement placement="rightRail" />);
    await vi.waitFor(() => expect(wrapper('rightRail').dataset.placementState).toBe('error'));
    expect(wrapper('rightRail').hasAttribute('data-empty')).toBe(true);
    expect(wrapper('rightRail').innerHTML).toBe('');
  });

  it('asks nothing before the page has registered, and keeps content indexes apart', async () => {
    answer = async () => Response.json({ site: 'healthline', placementDrivers: { rightRail: exampleDriver('stickyBanner', { articlePlacement: 'rightRail' }) } } satisfies DriversResponse);
    render(
      <>
        <Placement placement="rightRail" contentIndex={1} />
      </>,
    );
    await act(async () => new Promise((r) => setTimeout(r, 60)));
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/drivers/v4'))).toEqual([]);
    act(() => void registerPage(1, meta));
    await screen.findByText('Learn what your blood pressure numbers mean');
    const body = JSON.parse((fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/drivers/v4'))![1] as RequestInit).body as string) as { webContext: { contentIndex: number } };
    expect(body.webContext.contentIndex).toBe(1);
  });
});
