// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/features/errors/reporter', () => ({ reportError }));
vi.mock('./audiences', () => ({ readerAudiences: async () => ['product-shopper'] }));

const store = await import('./drivers-store');
const meta: import('./drivers-store').DriversPageMeta = {
  canonicalPath: '/nutrition/fiber-basics',
  k1: 'fiber',
  kMetas: ['fiber'],
  pageType: 'article',
  categorySlugs: ['nutrition'],
  cesData: { mpdTags: [] },
  excludeVideos: false,
};
const driver = (placement: string) => ({ driverType: 'newsletter', _uuid: 'u1', campaignName: 'C', articlePlacement: placement, variant: 'A', style: 'card' });

let fetchMock: ReturnType<typeof vi.fn>;
let loaded: CustomEvent[];
const onLoaded = (e: Event) => loaded.push(e as CustomEvent);

beforeEach(() => {
  vi.useFakeTimers();
  loaded = [];
  window.addEventListener(store.driversLoadedEvent, onLoaded);
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { articlePlacements: string[] };
    return new Response(JSON.stringify({ site: 'healthline', placementDrivers: Object.fromEntries(body.articlePlacements.map((p) => [p, p === 'stickyBanner' ? null : driver(p)])) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  window.removeEventListener(store.driversLoadedEvent, onLoaded);
  store.resetDriversStore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  reportError.mockReset();
});

const settle = async () => {
  await vi.advanceTimersByTimeAsync(store.driverFetchDebounceMs);
  await vi.runAllTimersAsync();
};

describe('the drivers store', () => {
  it('sends the placements asked within 25 ms as one call with the spec body, same-origin', async () => {
    store.registerPage(0, meta);
    store.requestPlacement(0, 'rightRail');
    await vi.advanceTimersByTimeAsync(20);
    store.requestPlacement(0, 'stickyBanner');
    expect(store.placementSnapshot(0, 'rightRail').state).toBe('queued');
    await vi.advanceTimersByTimeAsync(24);
    expect(fetchMock).not.toHaveBeenCalled();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/drivers/v4/nutrition/fiber-basics');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ k1: 'fiber', kMetas: ['fiber'], pageType: 'article', categorySlugs: ['nutrition'], articlePlacements: ['rightRail', 'stickyBanner'], profile: { audiences: ['product-shopper'] }, excludeVideos: false, webContext: { contentIndex: 0 } });
    expect(['mobile', 'tablet', 'desktop']).toContain(body.deviceType);
  });

  it('waits for the page meta; the home page calls /api/drivers/v4', async () => {
    store.requestPlacement(0, 'announcementBar');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    store.registerPage(0, { ...meta, canonicalPath: '/' });
    await settle();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/drivers/v4');
  });

  it('moves placements through loading to preloaded or not_found, then loaded once rendered; fires drivers-loaded with success', async () => {
    const states: string[] = [];
    store.subscribeDrivers(() => states.push(store.placementSnapshot(0, 'rightRail').state));
    store.registerPage(0, meta);
    store.requestPlacement(0, 'rightRail');
    store.requestPlacement(0, 'stickyBanner');
    await settle();
    expect(states.filter((s, i) => s !== states[i - 1])).toEqual(['queued', 'loading', 'preloaded']);
    expect(store.placementSnapshot(0, 'rightRail')).toMatchObject({ state: 'preloaded', driver: { _uuid: 'u1' } });
    expect(store.placementSnapshot(0, 'stickyBanner')).toEqual({ state: 'not_found', driver: null });
    store.markPlacementLoaded(0, 'rightRail');
    expect(store.placementSnapshot(0, 'rightRail').state).toBe('loaded');
    expect(loaded.map((e) => e.detail)).toEqual([{ status: 'success', contentIndex: 0, canonicalPath: meta.canonicalPath, placements: ['rightRail', 'stickyBanner'] }]);
  });

  it('a failing call marks the placements error, reports it and fires drivers-loaded with the error', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":{"code":"boom"}}', { status: 500, headers: { 'content-type': 'application/json' } }));
    store.registerPage(0, meta);
    store.requestPlacement(0, 'rightRail');
    await settle();
    expect(store.placementSnapshot(0, 'rightRail')).toEqual({ state: 'error', driver: null });
    expect(reportError).toHaveBeenCalledTimes(1);
    reportError.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    store.registerPage(0, { ...meta, canonicalPath: '/other' });
    await settle();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(store.placementSnapshot(0, 'rightRail').state).toBe('error');
    expect(loaded[0]!.detail).toMatchObject({ status: 'error', error: expect.stringContaining('500') });
  });

  it('remembers the 2ndPagePopup driver by content index, and forgets it when the page changes', async () => {
    store.registerPage(1, { ...meta, canonicalPath: '/nutrition/hydration-basics' });
    store.requestPlacement(1, '2ndPagePopup');
    store.requestPlacement(1, 'rightRail');
    await settle();
    expect(Object.keys(store.rememberedDrivers(1))).toEqual(['2ndPagePopup']);
    expect(store.rememberedDrivers(0)).toEqual({});
    store.registerPage(0, { ...meta, canonicalPath: '/sleep/sleep-hygiene-tips' });
    expect(store.rememberedDrivers(1)).toEqual({});
  });

  it("remembers a driver of the iterableAccount 'opn' by content index, whatever its placement (spec site shell 7)", async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { articlePlacements: string[] };
      const drivers = Object.fromEntries(body.articlePlacements.map((p) => [p, p === 'rightRail' ? { ...driver(p), iterableAccount: 'opn' } : driver(p)]));
      return Response.json({ site: 'healthline', placementDrivers: drivers });
    });
    store.registerPage(0, meta);
    store.requestPlacement(0, 'rightRail');
    store.requestPlacement(0, 'manualPlacement1');
    await settle();
    expect(store.rememberedDrivers(0)).toEqual({ rightRail: expect.objectContaining({ iterableAccount: 'opn' }) });
  });

  it('asks again after a client navigation replaces the page', async () => {
    store.registerPage(0, meta);
    store.requestPlacement(0, 'rightRail');
    await settle();
    store.registerPage(0, { ...meta, canonicalPath: '/sleep/sleep-hygiene-tips' });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/drivers/v4/sleep/sleep-hygiene-tips');
  });
});
