// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';
import { LandingSection } from './LandingSection';
import { waveAnimation } from './wave';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query })));
}

const wave = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-wave]');

beforeEach(() => {
  vi.useFakeTimers();
  stubIntersectionObserver();
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('landing section wave (spec savings 4.5, 9)', () => {
  it('runs 5000 ms, once', () => {
    expect(waveAnimation).toEqual({ durationMs: 5000, iterations: 1 });
  });

  it('is decorative and waits until it is first seen', () => {
    const { container } = render(<LandingSection wave>Content</LandingSection>);
    expect(wave(container)!.getAttribute('aria-hidden')).toBe('true');
    expect(wave(container)!.dataset.wave).toBe('idle');
    act(() => vi.advanceTimersByTime(10_000));
    expect(wave(container)!.dataset.wave).toBe('idle');
  });

  it('plays for 5000 ms on first sight, then stays still, and never again', () => {
    const { container } = render(<LandingSection wave>Content</LandingSection>);
    act(() => FakeIntersectionObserver.instances.forEach((o) => o.show()));
    expect(wave(container)!.dataset.wave).toBe('playing');
    expect(wave(container)!.style.getPropertyValue('--wave-duration')).toBe('5000ms');
    act(() => vi.advanceTimersByTime(4999));
    expect(wave(container)!.dataset.wave).toBe('playing');
    act(() => vi.advanceTimersByTime(1));
    expect(wave(container)!.dataset.wave).toBe('still');
    expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true);
    act(() => FakeIntersectionObserver.instances.forEach((o) => o.show()));
    expect(wave(container)!.dataset.wave).toBe('still');
  });

  it('never plays under reduced motion', () => {
    stubReducedMotion(true);
    const { container } = render(<LandingSection wave>Content</LandingSection>);
    act(() => vi.advanceTimersByTime(10_000));
    expect(wave(container)!.dataset.wave).toBe('idle');
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it('has no wave unless asked', () => {
    const { container } = render(<LandingSection>Content</LandingSection>);
    expect(wave(container)).toBeNull();
    expect(container.querySelector('section[data-landing-section]')?.textContent).toBe('Content');
  });
});
