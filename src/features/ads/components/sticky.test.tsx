// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAdBlockState, setDetected, setPermitted } from '@/features/ad-block/state';
import { Leaderboard } from '@/features/ads/components/Leaderboard.client';
import { StickyBottom } from '@/features/ads/components/StickyBottom.client';
import { claimBottomBar, markCalm, resetChrome } from '@/features/reader-chrome/store';
import { layOutBottomBars } from '@/features/reader-chrome/test-layout';

class NoopObserver {
  observe() {}
  disconnect() {}
}

let undoLayout: () => void;
beforeEach(() => {
  resetAdBlockState();
  localStorage.clear();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = NoopObserver;
  undoLayout = layOutBottomBars(75);
});
afterEach(() => {
  cleanup();
  undoLayout();
  resetChrome();
});

const creativeShown = () => {
  const bar = document.querySelector<HTMLElement>('[data-bottom-slot]');
  return bar !== null && bar.style.visibility !== 'hidden';
};

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

  it('is a bar of the chrome budget: it waits while a privacy notice shows, and shows again when it goes', () => {
    const notice = document.createElement('div');
    notice.setAttribute('data-bottom-bar', 'notice');
    document.body.append(notice);
    render(<StickyBottom><p>creative</p></StickyBottom>);
    expect(creativeShown()).toBe(true);
    let release = () => undefined as unknown;
    act(() => {
      release = claimBottomBar('notice', notice);
    });
    expect(creativeShown()).toBe(false);
    act(() => void release());
    expect(creativeShown()).toBe(true);
    notice.remove();
  });

  it('never shows on a calm page (urgent advice, crisis, sensitive)', () => {
    const article = document.createElement('article');
    document.body.append(article);
    const release = markCalm(article, true);
    render(<StickyBottom><p>creative</p></StickyBottom>);
    expect(creativeShown()).toBe(false);
    release();
    article.remove();
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
  it('shows only once the reader has scrolled (below 700 px tall)', () => {
    Object.defineProperty(window, 'innerHeight', { value: 568, configurable: true });
    render(<StickyBottom><p>creative</p></StickyBottom>);
    expect(document.querySelector('[data-bottom-slot]')).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(creativeShown()).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
  });
});
