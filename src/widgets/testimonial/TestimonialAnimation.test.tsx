// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { testimonialSchema } from './schema';
import { Testimonial } from './Testimonial';

/** An IntersectionObserver fake that reports chosen targets as seen. */
class SelectiveObserver {
  static instances: SelectiveObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    SelectiveObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  see(targets: Element[]) {
    if (this.disconnected) return;
    const entries = targets.filter((t) => this.observed.includes(t)).map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

function renderTestimonial(data: unknown) {
  const { container } = render(<Testimonial data={testimonialSchema.parse(data)} context={testContext} />);
  const root = () => container.querySelector<HTMLElement>('[data-bubbles]')!;
  return {
    root,
    bubbles: () => container.querySelector('[data-testimonial-bubbles]')!,
    images: () => [...container.querySelectorAll('img[data-testimonial-image]')],
    state: () => root().dataset.bubbles,
    shown: () => root().style.getPropertyValue('--shown'),
  };
}

const see = (targets: Element[]) => act(() => SelectiveObserver.instances.forEach((o) => o.see(targets)));
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  SelectiveObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', SelectiveObserver);
  stubReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('testimonial bubbles animation', () => {
  it('waits, once the script runs, until the block, the bubbles and 2 images have been seen', () => {
    const t = renderTestimonial(fixtures.default);
    expect(t.images()).toHaveLength(3);
    expect(t.state()).toBe('waiting');
    expect(t.shown()).toBe('0');

    see([t.root(), t.bubbles()]);
    advance(5000);
    expect(t.state()).toBe('waiting');

    see([t.images()[0]!]);
    advance(5000);
    expect(t.state()).toBe('waiting');

    see([t.images()[2]!]);
    expect(t.state()).toBe('animating');
    expect(t.shown()).toBe('1');
  });

  it('does not start on images alone, without the block and the bubbles', () => {
    const t = renderTestimonial(fixtures.default);
    see(t.images());
    advance(5000);
    expect(t.state()).toBe('waiting');
    see([t.bubbles()]);
    expect(t.state()).toBe('waiting');
    see([t.root()]);
    expect(t.state()).toBe('animating');
  });

  it('brings the bubbles in one after another, 840 ms apart', () => {
    const t = renderTestimonial(fixtures.fourQuotesColourCycle);
    see([t.root(), t.bubbles(), ...t.images()]);
    expect(t.shown()).toBe('1');
    advance(839);
    expect(t.shown()).toBe('1');
    advance(1);
    expect(t.shown()).toBe('2');
    advance(840);
    expect(t.shown()).toBe('3');
    advance(840);
    expect(t.shown()).toBe('4');
    expect(t.state()).toBe('done');
    advance(5000);
    expect(t.shown()).toBe('4');
    expect(SelectiveObserver.instances.every((o) => o.disconnected)).toBe(true);
  });

  it('with no picture, needs only the block and the bubbles', () => {
    const t = renderTestimonial(fixtures.noImages);
    expect(t.images()).toHaveLength(0);
    see([t.root(), t.bubbles()]);
    expect(t.state()).toBe('animating');
  });

  it('does not animate under reduced motion: the bubbles show at once', () => {
    stubReducedMotion(true);
    const t = renderTestimonial(fixtures.default);
    expect(t.state()).toBe('static');
    expect(t.shown()).toBe('');
    expect(SelectiveObserver.instances).toHaveLength(0);
  });

  it('shows the bubbles when the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(renderTestimonial(fixtures.default).state()).toBe('static');
  });

  it('animates opacity and transform over 1500 ms, and never under reduced motion (CSS)', () => {
    const css = readFileSync(path.join(__dirname, 'Testimonial.module.css'), 'utf8');
    expect(css).toContain('opacity: clamp(0, calc(var(--shown, 0) - var(--i, 0)), 1);');
    expect(css).toMatch(/transition:\s*opacity 1500ms ease-out,\s*transform 1500ms ease-out;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*{\s*\.animation \.bubble\s*{\s*opacity: 1 !important;\s*transform: none !important;/);
    // Only opacity and transform change, so the layout never shifts.
    expect(css).not.toMatch(/transition:[^;]*(height|margin|top|width)/);
  });
});
