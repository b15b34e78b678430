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
