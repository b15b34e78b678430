// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineAllowed, remeasure, targetingFor, type SlotOptions } from '@/features/ads/slot-loader';
import { startTakeover, stickyUnstickMs } from '@/features/ads/takeover';

function page(cpuv: boolean, slots: number): HTMLElement[] {
  document.body.innerHTML = `<div data-slot-page data-cpuv="${cpuv}"><article data-targeting='{"k1":"sleep","kmeta":["a"],"bad":3}'>${'<div data-slot-kind="inline"><div></div></div>'.repeat(slots)}</article></div>`;
  return [...document.querySelectorAll<HTMLElement>('[data-slot-kind="inline"]')];
}

function at(el: HTMLElement, top: number, height = 100) {
  el.getBoundingClientRect = () => ({ top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) });
}

describe('page-wide inline limits in the browser (appended articles included)', () => {
  it('counts slots over the whole page in document order', () => {
    const slots = page(false, 6);
    expect(slots.map((s) => inlineAllowed(s, 1280))).toEqual([true, true, true, false, false, false]);
    expect(slots.map((s) => inlineAllowed(s, 375))).toEqual([true, true, true, true, true, false]);
  });

  it('applies the CPUV limits of the page', () => {
    const slots = page(true, 4);
    expect(slots.map((s) => inlineAllowed(s, 1280))).toEqual([true, true, false, false]);
    expect(slots.map((s) => inlineAllowed(s, 375))).toEqual([true, true, true, false]);
  });
});

describe('targeting', () => {
  it('reads the article’s key-values, dropping anything not text', () => {
    const [slot] = page(false, 1);
    expect(targetingFor(slot!)).toEqual({ k1: 'sleep', kmeta: ['a'] });
  });
});

describe('deferred measure', () => {
  function options(slot: HTMLElement): SlotOptions {
    return { slot, container: slot.firstElementChild as HTMLElement, positions: ['MMR1'], slotId: 's', inline: true, band: 24 };
  }

  it('collapses an empty slot below the viewport and keeps one in view', () => {
    const [below, inView] = page(false, 2);
    at(below!, window.innerHeight + 10);
    at(inView!, 100);
    remeasure(options(below!), false);
    remeasure(options(inView!), false);
    expect(below!.dataset.slotState).toBe('collapsed');
    expect(inView!.dataset.slotState).toBeUndefined();
  });

  it('shrinks a filled slot below the viewport to its creative plus the label', () => {
    const [slot] = page(false, 1);
    at(slot!, window.innerHeight + 10);
    at(slot!.firstElementChild as HTMLElement, 0, 50);
    remeasure(options(slot!), true);
    // The slot's height is held in its padding (Slot.module.css).
    expect(slot!.style.paddingBottom).toBe('74px');
  });
});

describe('sticky takeover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes the next inline slot below the top sticky, and unsticks it 2000 ms after it reached the top', () => {
    const [above, next, later] = page(false, 3);
    for (const s of [above, next, later]) Object.defineProperty(s, 'offsetHeight', { value: 114 });
    at(above!, -300);
    at(next!, 200);
    at(later!, 900);
    const stop = startTakeover();
    expect([above, next, later].map((s) => s!.dataset.sticky)).toEqual([undefined, 'on', undefined]);
    at(next!, 0);
    window.dispatchEvent(new Event('scroll'));
    expect(next!.dataset.sticky).toBe('stuck');
    vi.advanceTimersByTime(stickyUnstickMs - 1);
    expect(next!.dataset.sticky).toBe('stuck');
    vi.advanceTimersByTime(1);
    expect(next!.dataset.sticky).toBe('done');
    stop();
    expect(next!.dataset.sticky).toBe('done');
  });

  it('stops when the leaderboard shows again before the slot got stuck', () => {
    const [slot] = page(false, 1);
    Object.defineProperty(slot, 'offsetHeight', { value: 114 });
    at(slot!, 400);
    const stop = startTakeover();
    expect(slot!.dataset.sticky).toBe('on');
    stop();
    expect(slot!.dataset.sticky).toBeUndefined();
  });
});
