// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentStore, saveChoice } from '@/features/consent/client';
import { resetErrorReporter } from '@/features/errors/reporter';
import { bootConsent, clearCookies } from '@tests/support/consent';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';
import type { ResponseDriver } from '../api-schema';
import { DriverView, resetDriverViewState } from './DriverView.client';
import { exampleDriver } from './fixtures';

const tracked = vi.hoisted(() => [] as { eventName: string; payload: Record<string, unknown> }[]);
vi.mock('@/features/analytics/track', () => ({
  track: (eventName: string, payload: Record<string, unknown>) => tracked.push({ eventName, payload }),
  flush: () => undefined,
}));
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../client/drivers-store', () => ({
  markPlacementLoaded: (contentIndex: number, placement: string) => loaded.push(`${contentIndex}:${placement}`),
}));

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  tracked.length = 0;
  loaded.length = 0;
  resetDriverViewState();
  resetConsentStore();
  resetErrorReporter();
  clearCookies();
  stubIntersectionObserver();
  fetchMock = vi.fn(async () => Response.json({}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function show(driver: ResponseDriver, contentIndex = 0) {
  const view = render(<DriverView driver={driver} placement={driver.articlePlacement} contentIndex={contentIndex} />);
  // The driver type's component is its own chunk: wait for it.
  await screen.findByText(driver.headline ?? driver.announcementText ?? driver.campaignName);
  return view;
}

const events = (name: string) => tracked.filter((e) => e.eventName === name).map((e) => e.payload);

describe('DriverView', () => {
  it('renders the component of the driver type and marks the placement loaded once it has rendered', async () => {
    const driver = exampleDriver('contentPromo');
    await show(driver, 2);
    const card = document.querySelector('[data-driver-type="contentPromo"]')!;
    expect(card.getAttribute('data-campaign')).toBe(driver._uuid);
    expect(screen.getByRole('link', { name: 'GET STARTED' }).getAttribute('href')).toBe('/heart-health');
    await vi.waitFor(() => expect(loaded).toEqual(['2:rightRail']));
  });

  it('sends Element Viewed once per card, only when it enters view, even after it is shown again', async () => {
    const driver = exampleDriver('contentPromo');
    const first = await show(driver);
    expect(events('Element Viewed')).toEqual([]);
    act(() => FakeIntersectionObserver.instances.at(-1)!.show(false));
    expect(events('Element Viewed')).toEqual([]);
    act(() => FakeIntersectionObserver.instances.at(-1)!.show(true));
    act(() => FakeIntersectionObserver.instances.at(-1)!.show(true));
    first.unmount();
    await show(driver);
    for (const observer of FakeIntersectionObserver.instances) act(() => observer.show(true));
    expect(events('Element Viewed')).toEqual([
      { elementType: 'driver', location: 'rightRail', name: driver._uuid, variant: 'A', text: driver.campaignName, category: 'contentPromo', viewCorrelationId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it('tracks a click and a right-click on a link or button as Element Clicked with their actionOutcome; other clicks are not tracked', async () => {
    const driver = exampleDriver('paidMediaDriver');
    await show(driver);
    fireEvent.click(screen.getByText('Prescriptions delivered to your door'));
    expect(events('Element Clicked')).toEqual([]);
    const link = screen.getByRole('link', { name: 'GET STARTED' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    fireEvent.contextMenu(link);
    expect(events('Element Clicked').map((p) => p.actionOutcome)).toEqual(['click', 'contextmenu']);
    expect(events('Element Clicked')[0]).toMatchObject({ elementType: 'driver', name: driver._uuid, category: 'paidMediaDriver', location: 'rightRail' });
  });

  it('joins a click to its view: the view’s id on both, a click id kept for what it leads to and regenerated 500 ms later, and where the call to action sat', async () => {
    const driver = exampleDriver('download', { confirm: { headline: 'Your list is on its way', callToAction: 'Read about cholesterol', callToActionURL: '/heart-health/cholesterol' } });
    await show(driver);
    act(() => FakeIntersectionObserver.instances.at(-1)!.show(true));
    const [viewed] = events('Element Viewed');
    const viewId = viewed!.viewCorrelationId as string;
    expect(viewId).toMatch(/^[0-9a-f-]{36}$/);

    const link = screen.getByRole('link', { name: 'Download the list' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    // The click, then (once the browser has the link) the download: the card's conversion, with the click's id.
    const confirmLink = await screen.findByRole('link', { name: 'Read about cholesterol' });
    const [click, download] = events('Element Clicked');
    expect(click).toMatchObject({ actionOutcome: 'click', ctaPosition: 'primary', viewCorrelationId: viewId });
    expect(click!.productClickedCorrelationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(download).toMatchObject({ actionOutcome: 'download', ctaPosition: 'primary', viewCorrelationId: viewId, productClickedCorrelationId: click!.productClickedCorrelationId });
    expect(click).not.toHaveProperty('confirmCallToActionURL');

    // The confirm step's link, more than 500 ms later: a new click id, its position and its address.
    await new Promise((resolve) => setTimeout(resolve, 550));
    confirmLink.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(confirmLink);
    const confirm = events('Element Clicked').at(-1)!;
    expect(confirm).toMatchObject({ actionOutcome: 'click', ctaPosition: 'confirm', confirmCallToActionURL: '/heart-health/cholesterol', viewCorrelationId: viewId });
    expect(confirm.productClickedCorrelationId).not.toBe(click!.productClickedCorrelationId);
  });

  it('says which call to action was used: the sponsor’s link apart from the main one', async () => {
    const driver = exampleDriver('paidMediaDriver', { sponsorUrl: 'https://pharmacy.example.com/about' });
    await show(driver);
    for (const name of ['GET STARTED', 'Northwind Pharmacy']) {
      const link = screen.getByRole('link', { name });
      link.addEventListener('click', (e) => e.preventDefault());
      fireEvent.click(link);
    }
    expect(events('Element Clicked').map((p) => p.ctaPosition)).toEqual(['primary', 'sponsor']);
    // Two clicks within 500 ms are one click.
    expect(new Set(events('Element Clicked').map((p) => p.productClickedCorrelationId)).size).toBe(1);
  });

  it('renders nothing and reports the error when the driver fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Bad data from the API: selections that are not a list.
    const broken = exampleDriver('survey', { feedbackSelections: 'not a list' as unknown as ResponseDriver['feedbackSelections'] });
    const { container } = render(<DriverView driver={broken} placement="rightRail" contentIndex={0} />);
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/errors')).toBe(true));
    expect(container.innerHTML).toBe('');
    const report = JSON.parse((fetchMock.mock.calls.find(([url]) => url === '/api/errors')![1] as RequestInit).body as string) as { source: string; context: Record<string, string> };
    expect(report.context).toEqual({ feature: 'drivers', driver: 'survey', placement: 'rightRail' });
    expect(loaded).toEqual([]);
  });

  it('renders nothing for a driver type it does not know', () => {
    const { container } = render(<DriverView driver={exampleDriver('contentPromo', { driverType: 'carousel' as never })} placement="rightRail" contentIndex={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('loads the sponsor pixel only once targeting consent is granted, once, without a referrer', async () => {
    bootConsent('gdpr');
    const driver = exampleDriver('paidMediaDriver', { sponsorTracker: 'https://pixel.example.com/i.gif?c=1' });
    const first = await show(driver);
    expect(document.querySelector('[data-sponsor-pixel]')).toBeNull();
    act(() => void saveChoice({ performance: true, targeting: true }, { reload: () => undefined }));
    const pixel = document.querySelector('img[data-sponsor-pixel]')!;
    expect(pixel.getAttribute('src')).toBe('https://pixel.example.com/i.gif?c=1');
    expect(pixel.getAttribute('referrerpolicy')).toBe('no-referrer');
    first.unmount();
    await show(driver);
    expect(document.querySelector('[data-sponsor-pixel]')).toBeNull();
  });

  it('never loads a sponsor pixel that is not an https address', async () => {
    bootConsent('us');
    await show(exampleDriver('paidMediaDriver', { sponsorTracker: 'javascript:alert(1)' }));
    expect(document.querySelector('[data-sponsor-pixel]')).toBeNull();
  });
});
