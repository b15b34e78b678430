// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageViewOf } from '@/features/ads/frequency-cap';
import { parseHouseQuery } from '@/features/ads/house-schema';
import { resetAdProviders } from '@/features/ads/provider/load';
import { startSlot, type SlotState } from '@/features/ads/slot-loader';

// The house inventory as the pick endpoint sees it: two promotions, each drawn in two sizes.
const inventory = [
  { id: 1, promo: 'newsletter', size: 'mediumRectangle', width: 300, height: 250 },
  { id: 2, promo: 'sleep-habits', size: 'mediumRectangle', width: 300, height: 250 },
  { id: 11, promo: 'newsletter', size: 'leaderboard', width: 728, height: 90 },
  { id: 12, promo: 'sleep-habits', size: 'leaderboard', width: 728, height: 90 },
];
const promoOf = (id: number) => inventory.find((c) => c.id === id)?.promo;

let requests: URLSearchParams[];

/** The endpoint: the first creative of a requested size whose promotion is not excluded, else 204 (server/house-ads.server.ts does this in SQL). */
async function endpoint(url: string): Promise<Response> {
  const params = new URL(url, 'http://localhost').searchParams;
  requests.push(params);
  const excluded = new Set((params.get('exclude') ?? '').split(',').filter(Boolean).map((id) => promoOf(Number(id))));
  // Answers arrive out of order when fills overlap; the cap must not depend on it.
  await new Promise((resolve) => setTimeout(resolve, 5 * (3 - requests.length)));
  for (const size of params.get('sizes')!.split(',')) {
    const c = inventory.find((x) => x.size === size && !excluded.has(x.promo));
    if (c) return Response.json({ id: c.id, size: c.size, width: c.width, height: c.height, alt: c.promo, href: `/${c.promo}`, imageUrl: `/api/ads/creative/${c.id}.svg` });
  }
  return new Response(null, { status: 204 });
}

function at(el: HTMLElement, top: number) {
  el.getBoundingClientRect = () => ({ top, bottom: top + 274, height: 274, left: 0, right: 300, width: 300, x: 0, y: top, toJSON: () => ({}) });
}

/** Starts every inline slot as SlotFill does; resolves with each one's state once filled or not, and 2000 ms later (the spec's re-measure of an empty slot). */
async function run(tops: number[][]): Promise<{ slots: HTMLElement[]; states: SlotState[]; later: (string | undefined)[] }> {
  document.body.innerHTML = `<div data-slot-page data-cpuv="false">${tops
    .map((article) => `<article data-targeting="{}">${article.map(() => '<div data-slot-kind="inline"><div></div></div>').join('')}</article>`)
    .join('')}</div>`;
  const slots = [...document.querySelectorAll<HTMLElement>('[data-slot-kind="inline"]')];
  tops.flat().forEach((top, i) => at(slots[i]!, top));
  const settled = slots.map(
    (slot, i) =>
      new Promise<SlotState>((resolve) => {
        startSlot({
          slot,
          container: slot.firstElementChild as HTMLElement,
          positions: ['MMR1'],
          slotId: `s${i}`,
          inline: true,
          band: 24,
          onState: (state) => state !== 'loading' && resolve(state),
        });
      }),
  );
  await vi.advanceTimersByTimeAsync(100);
  const states = await Promise.all(settled);
  await vi.advanceTimersByTimeAsync(2000);
  return { slots, states, later: slots.map((slot) => slot.dataset.slotState) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  requests = [];
  resetAdProviders();
  document.documentElement.dataset.site = 'healthline';
  vi.stubGlobal('innerWidth', 375);
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('fetch', vi.fn(endpoint));
  // Every slot is near the viewport at once: their fills overlap.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shownPromo = (slot: HTMLElement) => slot.querySelector('a')?.getAttribute('href')?.slice(1);

describe('house ads frequency cap (one promotion at most once per page view)', () => {
  it('fills a page view’s slots with different promotions; the ones with nothing new stay empty, and collapse below the viewport', async () => {
    const { slots, states, later } = await run([[100, 1200, 2000, 2600]]);
    expect(states).toEqual(['filled', 'filled', 'empty', 'empty']);
    expect(later).toEqual(['filled', 'filled', 'collapsed', 'collapsed']);
    const shown = slots.slice(0, 2).map(shownPromo);
    expect(new Set(shown).size).toBe(2);
    expect(slots.slice(2).every((slot) => slot.querySelector('a') === null)).toBe(true);
    // Each fill asked after the one before it had answered, excluding what the page view shows.
    expect(requests.map((r) => r.get('exclude'))).toEqual([null, '1', '1,2', '1,2']);
  });

  it('keeps the space of an empty slot the reader can see: collapsing it would move the text', async () => {
    const { later } = await run([[100, 300, 500]]);
    expect(later).toEqual(['filled', 'filled', 'empty']);
  });

  it('starts again for an article appended by infinite scroll: a new virtual page view', async () => {
    const { slots, later } = await run([
      [100, 1200],
      [2000, 2600, 3200],
    ]);
    expect(later).toEqual(['filled', 'filled', 'filled', 'filled', 'collapsed']);
    expect(new Set(slots.slice(0, 2).map(shownPromo)).size).toBe(2);
    expect(new Set(slots.slice(2, 4).map(shownPromo)).size).toBe(2);
  });
});

describe('the page view of a slot', () => {
  it('is its article; a slot outside every article (the leaderboard header, the bottom ad) belongs to the first', () => {
    document.body.innerHTML =
      '<div data-slot-page><div id="header"></div><article data-targeting="{}" id="first"><div id="inline"></div></article><article data-targeting="{}" id="second"><div id="appended"></div></article><div id="bottom"></div></div>';
    const byId = (id: string) => document.getElementById(id)!;
    expect(pageViewOf(byId('header'))).toBe(byId('first'));
    expect(pageViewOf(byId('inline'))).toBe(byId('first'));
    expect(pageViewOf(byId('bottom'))).toBe(byId('first'));
    expect(pageViewOf(byId('appended'))).toBe(byId('second'));
    document.body.innerHTML = '<div id="alone"></div>';
    expect(pageViewOf(byId('alone'))).toBe(document);
  });
});

describe('the pick query’s exclude list', () => {
  it('takes up to 20 creative ids, de-duplicated, and refuses anything else', () => {
    expect(parseHouseQuery(new URLSearchParams('position=MMR1&sizes=mediumRectangle&exclude=4,7,4')).data?.exclude).toEqual([4, 7]);
    expect(parseHouseQuery(new URLSearchParams('position=MMR1&sizes=mediumRectangle')).data?.exclude).toBeUndefined();
    for (const bad of ['a', '1,,2', '-1', '1;2', Array.from({ length: 21 }, (_, i) => i + 1).join(',')]) {
      expect(parseHouseQuery(new URLSearchParams({ position: 'MMR1', sizes: 'mediumRectangle', exclude: bad })).success, bad).toBe(false);
    }
  });
});
