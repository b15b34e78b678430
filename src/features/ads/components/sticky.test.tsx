// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAdBlockState, setDetected, setPermitted } from '@/features/ad-block/state';
import { Leaderboard } from '@/features/ads/components/Leaderboard.client';
import { StickyBottom } from '@/features/ads/components/StickyBottom.client';

class NoopObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  resetAdBlockState();
  localStorage.clear();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = NoopObserver;
});
afterEach(cleanup);

describe('mobile sticky bottom ad', () => {
  it('closes with its "Close advertisement" button', () => {
    render(<StickyBottom><p>creative</p></StickyBottom>);
    expect(screen.getByText('creative')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close advertisement' }));
    expect(screen.queryByText('creative')).toBeNull();
  });

  it('goes away when sticky ads are not allowed (our own ads reinserted past a blocker)', () => {
    render(<StickyBottom><p>creative</p></StickyBottom>);
    act(() => {
      setDetected(true);
      setPermitted(true);
    });
    expect(screen.queryByText('creative')).toBeNull();
  });
});

describe('leaderboard header', () => {
  it('is sticky unless sticky ads are off', () => {
    const { container } = render(<Leaderboard><p>creative</p></Leaderboard>);
    const box = container.querySelector('[data-leaderboard]')!;
    expect(box.getAttribute('data-sticky')).toBe('on');
    act(() => {
      setDetected(true);
      setPermitted(true);
    });
    expect(box.getAttribute('data-sticky')).toBe('off');
    expect(box.getAttribute('data-leaderboard')).toBe('in-view');
  });
});

describe('leaderboard header over another slot', () => {
  it('hides at once when another slot is under it while stuck, instead of after 3000 ms', () => {
    let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    };
    const other = document.createElement('div');
    other.dataset.slotKind = 'inline';
    Object.defineProperty(other, 'offsetHeight', { value: 114 });
    other.getBoundingClientRect = () => ({ top: 50, bottom: 164, left: 0, right: 0, width: 0, height: 114, x: 0, y: 50, toJSON: () => ({}) });
    document.body.append(other);
    const { container } = render(<Leaderboard><p>creative</p></Leaderboard>);
    const box = container.querySelector<HTMLElement>('[data-leaderboard]')!;
    box.getBoundingClientRect = () => ({ top: 0, bottom: 130, left: 0, right: 0, width: 0, height: 130, x: 0, y: 0, toJSON: () => ({}) });
    act(() => notify?.([{ isIntersecting: false, boundingClientRect: { top: -10 } as DOMRectReadOnly }]));
    expect(box.getAttribute('data-leaderboard')).toBe('hidden');
    other.remove();
  });
});

describe('mobile sticky bottom ad on a short screen', () => {
  it('is marked revealed only once the reader has scrolled (CSS hides it until then below 700 px tall)', () => {
    const { container } = render(<StickyBottom><p>creative</p></StickyBottom>);
    const bar = container.querySelector('[data-bottom-slot]')!;
    expect(bar.hasAttribute('data-revealed')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar.hasAttribute('data-revealed')).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
