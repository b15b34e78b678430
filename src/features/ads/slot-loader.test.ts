// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { scrollIdleMs } from '@/components/use-out-of-view';
import { inlineAllowed, remeasure, targetingFor, type SlotOptions } from '@/features/ads/slot-loader';

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

  it('while the page scrolls, a slot just below the viewport keeps its space; a viewport further down it collapses', async () => {
    const [near, far] = page(false, 2);
    at(near!, window.innerHeight + 10);
    at(far!, 2 * window.innerHeight + 10);
    window.dispatchEvent(new Event('scroll'));
    remeasure(options(near!), false);
    remeasure(options(far!), false);
    expect(near!.dataset.slotState).toBeUndefined();
    expect(far!.dataset.slotState).toBe('collapsed');
    // The page is still again for the tests after this one.
    await new Promise((resolve) => setTimeout(resolve, scrollIdleMs + 10));
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
