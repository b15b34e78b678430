// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';
import { scrollIdleMs } from '@/components/use-out-of-view';
import { InfiniteScroll } from './InfiniteScroll.client';

vi.mock('@/features/analytics/track', () => ({ track: () => undefined, flush: () => undefined }));

const root = { title: 'Root article', link: '/a/root' };
const queue = [
  { title: 'Second article', link: '/a/second' },
  { title: 'Third article', link: '/a/third' },
];

/** Where the continue row is (its top, in viewport pixels); everything else sits at 0. */
let rowTop = 0;
const original = HTMLElement.prototype.getBoundingClientRect;

beforeEach(() => {
  stubIntersectionObserver();
  Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const top = this.hasAttribute('data-inf-pending') ? rowTop : 0;
    return { top, bottom: top + 55, left: 0, right: 390, width: 390, height: 55, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  HTMLElement.prototype.getBoundingClientRect = original;
  Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
});

/** Renders the feed; the first load resolves when `release` is called. */
function renderFeed() {
  let release: () => void = () => undefined;
  const load = vi.fn(
    (_root: string, link: string): Promise<ReactNode> =>
      link === '/a/second' ? new Promise((resolve) => (release = () => resolve(<p>Text of the second article</p>))) : new Promise(() => undefined),
  );
  render(
    <InfiniteScroll root={root} queue={queue} siteName="Wellread" load={load}>
      <p>Text of the root article</p>
    </InfiniteScroll>,
  );
  return { load, release: () => release() };
}

/** The continue row comes near: the feed asks for the next article. */
function rowNear() {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) observer.show(true);
  });
}

const row = () => document.querySelector<HTMLElement>('[data-inf-pending]')!;
const second = () => screen.getByText('Text of the second article').closest<HTMLElement>('div')!;

/** The feed asks for the second article with its row far below; it has rendered once the row is at `top`. */
async function loadedWithRowAt(top: number) {
  rowTop = 2000;
  const feed = renderFeed();
  rowNear();
  rowTop = top;
  await act(async () => feed.release());
  return feed;
}

/** The page scrolls, with the continue row now at `top`; the row's observer reports it out of view. */
function scrolledTo(top: number) {
  rowTop = top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    for (const observer of FakeIntersectionObserver.instances) observer.show(false);
  });
}

describe('InfiniteScroll: an appended article moves nothing the reader sees', () => {
  it('goes in at once when its place (the continue row) is below the viewport when it has rendered', async () => {
    await loadedWithRowAt(2000);
    expect(second().hidden).toBe(false);
    expect(second().dataset.infPosition).toBe('1');
    expect(row().textContent).toContain('Third article');
  });

  it('waits hidden while the continue row is on screen (the reader wheeled on while it loaded and rendered), and goes in once the row is well below the viewport again', async () => {
    const feed = await loadedWithRowAt(600);
    // Rendered (its code and images loading) but hidden, with no position; the row still names it.
    expect(second().hidden).toBe(true);
    expect(second().dataset.infPosition).toBeUndefined();
    expect(row().textContent).toContain('Second article');
    expect(feed.load).toHaveBeenCalledTimes(1);
    // Just below the viewport is not enough while the page scrolls: it may scroll on (on the
    // compositor) while React renders, so the row must be a viewport further down.
    scrolledTo(1000);
    expect(second().hidden).toBe(true);
    // The reader scrolls back up: the row is far below the viewport, and the article goes in.
    scrolledTo(1800);
    expect(second().hidden).toBe(false);
    expect(second().dataset.infPosition).toBe('1');
    expect(row().textContent).toContain('Third article');
  });

  it('once the page is still, just below the viewport is enough', async () => {
    await loadedWithRowAt(600);
    expect(second().hidden).toBe(true);
    scrolledTo(1000);
    expect(second().hidden).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, scrollIdleMs + 50)));
    expect(second().hidden).toBe(false);
  });

  it('goes in at once when the reader follows Continue reading while it waits', async () => {
    await loadedWithRowAt(300);
    expect(second().hidden).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: /Continue reading Second article/ }));
    expect(second().hidden).toBe(false);
    expect(row().textContent).toContain('Third article');
  });
});
