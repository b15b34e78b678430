// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/client-log';
import type { ResponseDriver } from '../api-schema';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import type { PlacementSnapshot } from '../client/drivers-store';
import { markCalm, resetChrome } from '@/features/reader-chrome/store';
import { pageArticleEnd, secondArticleEnd, startDriverPopups, type PopupToShow } from './controller';
import { markPopupClosed, markPopupShown } from './rules';
import { testDriver } from './test-drivers';

vi.mock('@/lib/client-log', () => ({ log: vi.fn() }));

/** A stand-in for the drivers store: the test plays the drivers call's answers. */
const store = vi.hoisted(() => ({
  path: undefined as string | undefined,
  snapshots: new Map<string, PlacementSnapshot>(),
  remembered: new Map<number, Record<string, unknown>>(),
  listeners: new Set<() => void>(),
  requested: [] as string[],
}));

vi.mock('../client/drivers-store', () => ({
  pageMeta: (index: number) => (index === 0 && store.path ? { canonicalPath: store.path } : undefined),
  placementSnapshot: (index: number, placement: string) => store.snapshots.get(`${index}:${placement}`) ?? { state: 'queued', driver: null },
  rememberedDrivers: (index: number) => store.remembered.get(index) ?? {},
  requestPlacement: (index: number, placement: string) => store.requested.push(`${index}:${placement}`),
  subscribeDrivers: (listener: () => void) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  },
}));

function emit() {
  for (const listener of [...store.listeners]) listener();
}
function visit(path: string) {
  store.path = path;
  store.snapshots.clear();
  store.requested = [];
  emit();
}
function answer(index: number, placement: ReaderPlacement, driver: ResponseDriver | null) {
  store.snapshots.set(`${index}:${placement}`, driver ? { state: 'preloaded', driver } : { state: 'not_found', driver: null });
  if (driver && placement === '2ndPagePopup') store.remembered.set(index, { ...store.remembered.get(index), [placement]: driver });
  emit();
}

/** IntersectionObserver stand-in: the test says when the second article enters view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
}
async function enterView(selector: string) {
  // The MutationObserver that finds the appended article reports in a microtask.
  await Promise.resolve();
  await Promise.resolve();
  expect(observers.some((o) => o.targets.some((t) => t.matches(selector)))).toBe(true);
  for (const o of observers) {
    const target = o.targets.find((t) => t.matches(selector));
    if (target) o.callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
  }
}

let shown: PopupToShow[];
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  sessionStorage.clear();
  localStorage.clear();
  store.path = undefined;
  store.snapshots.clear();
  store.remembered.clear();
  store.listeners.clear();
  store.requested = [];
  observers.length = 0;
  vi.mocked(log).mockClear();
  document.body.innerHTML = '<main id="main"><article><p>Text</p><span data-article-end=""></span></article></main>';
  resetChrome();
  shown = [];
  stop = startDriverPopups((popup) => shown.push(popup));
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const first = testDriver();
const second = testDriver({ _uuid: '0d7c1a52-8e3b-4b6f-a0f4-1c2d3e4f5a6b', articlePlacement: '2ndPagePopup', campaignName: 'Second page promotion' });

/** The pointer leaves the page through its top edge (towards the tabs). */
function leave(clientY = -1) {
  document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget: null, bubbles: true }));
}
const anHour = 60 * 60 * 1000;

describe('driver popups', () => {
  it('first page view: asks for the 1stPagePopup and shows it when the reader reaches the end of the article, not while reading', async () => {
    visit('/heart-health');
    expect(store.requested).toContain('0:1stPagePopup');
    answer(0, '1stPagePopup', first);
    vi.advanceTimersByTime(anHour);
    expect(shown).toEqual([]);
    await enterView(pageArticleEnd);
    expect(shown).toEqual([{ placement: '1stPagePopup', contentIndex: 0, driver: first, moment: 'finished' }]);
  });

  it('shows it when the pointer leaves the page through its top edge; moving within the page does nothing', () => {
    visit('/heart-health');
    answer(0, '1stPagePopup', first);
    leave(300);
    document.querySelector('p')!.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: document.body, bubbles: true }));
    expect(shown).toEqual([]);
    leave();
    expect(shown).toEqual([{ placement: '1stPagePopup', contentIndex: 0, driver: first, moment: 'leaving' }]);
  });

  it('waits for a moment and a driver: a leaving reader sees it when the answer arrives; none arrives, nothing shows', () => {
    visit('/heart-health');
    leave();
    expect(shown).toEqual([]);
    answer(0, '1stPagePopup', first);
    expect(shown).toHaveLength(1);

    stop();
    sessionStorage.clear();
    shown = [];
    stop = startDriverPopups((popup) => shown.push(popup));
    visit('/nutrition');
    answer(0, '1stPagePopup', null);
    leave();
    expect(shown).toEqual([]);
  });

  it('never on a calm page (urgent, crisis, self-check, sensitive)', () => {
    const release = markCalm(document.querySelector('article')!, true);
    visit('/heart-health/heart-attack-warning-signs');
    answer(0, '1stPagePopup', first);
    leave();
    expect(shown).toEqual([]);
    release();
  });

  it('never over the consent banner: waits until it has gone', async () => {
    document.body.insertAdjacentHTML('beforeend', '<section data-consent-banner=""></section>');
    visit('/heart-health');
    answer(0, '1stPagePopup', first);
    leave();
    expect(shown).toEqual([]);
    document.querySelector('[data-consent-banner]')!.remove();
    await vi.waitFor(() => expect(shown).toHaveLength(1));
  });

  it('never over another open dialog (the Subscribe popup)', async () => {
    document.body.insertAdjacentHTML('beforeend', '<dialog open aria-label="Subscribe"></dialog>');
    visit('/heart-health');
    answer(0, '1stPagePopup', first);
    leave();
    expect(shown).toEqual([]);
    document.querySelector('dialog')!.removeAttribute('open');
    await vi.waitFor(() => expect(shown).toHaveLength(1));
  });

  it('never over the open menu: waits until it has closed', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<nav data-menu-open="true"></nav>');
    visit('/heart-health');
    answer(0, '1stPagePopup', first);
    leave();
    expect(shown).toEqual([]);
    document.querySelector('nav')!.setAttribute('data-menu-open', 'false');
    await vi.waitFor(() => expect(shown).toHaveLength(1));
  });

  it('at most once per session, and not while closed within the last 7 days', () => {
    markPopupShown('1stPagePopup');
    visit('/heart-health');
    expect(store.requested).not.toContain('0:1stPagePopup');
    answer(0, '1stPagePopup', first);
    leave();
    expect(shown).toEqual([]);

    stop();
    sessionStorage.clear();
    markPopupClosed('1stPagePopup', Date.now() - 60_000);
    stop = startDriverPopups((popup) => shown.push(popup));
    visit('/nutrition');
    expect(store.requested).not.toContain('0:1stPagePopup');
  });

  it('second page view of the session: the 2ndPagePopup, at the same moments; the third page: none', () => {
    visit('/heart-health');
    visit('/nutrition');
    expect(store.requested).toContain('0:2ndPagePopup');
    expect(store.requested).not.toContain('0:1stPagePopup');
    answer(0, '2ndPagePopup', second);
    leave();
    expect(shown).toEqual([{ placement: '2ndPagePopup', contentIndex: 0, driver: second, moment: 'leaving' }]);
    visit('/sleep');
    expect(store.requested.filter((r) => r.startsWith('0:'))).toEqual([]);
  });

  it('infinite scroll: the 2ndPagePopup remembered for the second article (content index 1) shows at that article\'s end, not when it comes into view', async () => {
    markPopupShown('1stPagePopup');
    visit('/heart-health');
    expect(store.requested).toContain('1:2ndPagePopup');
    answer(1, '2ndPagePopup', second);
    expect(shown).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', '<div data-inf-position="1"><article><p>Next</p><span data-article-end=""></span></article></div>');
    await enterView(secondArticleEnd);
    expect(shown).toEqual([{ placement: '2ndPagePopup', contentIndex: 1, driver: second, moment: 'finished' }]);
  });

  it('at most one popup per page view', async () => {
    visit('/heart-health');
    answer(0, '1stPagePopup', first);
    await enterView(pageArticleEnd);
    document.body.insertAdjacentHTML('beforeend', '<div data-inf-position="1"><article><span data-article-end=""></span></article></div>');
    answer(1, '2ndPagePopup', second);
    await enterView(secondArticleEnd);
    expect(shown.map((p) => p.placement)).toEqual(['1stPagePopup']);
  });

  it('a 2ndPagePopup newsletter driver without lists is logged and never shows', () => {
    visit('/heart-health');
    visit('/nutrition');
    answer(0, '2ndPagePopup', { ...second, driverType: 'newsletter', newsletterLists: [], lists: [] });
    leave();
    expect(shown).toEqual([]);
    expect(log).toHaveBeenCalledWith('error', 'Missing wBw2ndPagePopup lists', expect.anything());
  });

  it('a page left before its moment forgets its popup', () => {
    visit('/heart-health');
    answer(0, '1stPagePopup', first);
    visit('/nutrition');
    leave();
    expect(shown.filter((p) => p.placement === '1stPagePopup')).toEqual([]);
  });
});
