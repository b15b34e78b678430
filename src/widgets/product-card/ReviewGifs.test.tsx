// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceGifs, gifLabels, isGifSrc } from './gif-toggle';
import { ReviewGifs } from './ProductCard.client';

const classes = { frame: 'frame', button: 'button', still: 'still' };
const drawImage = vi.fn();

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
}

/** jsdom has no image decoding or canvas: give images a size and canvases a 2d context. */
function loaded(img: HTMLImageElement) {
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 320 });
  Object.defineProperty(img, 'naturalHeight', { configurable: true, value: 240 });
  Object.defineProperty(img, 'complete', { configurable: true, value: true });
}

beforeEach(() => {
  drawImage.mockClear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage }) as unknown as CanvasRenderingContext2D);
  stubReducedMotion(false);
  document.body.innerHTML = '';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('review gifs', () => {
  it('recognises gif addresses', () => {
    expect(isGifSrc('/images/products/review-demo.gif')).toBe(true);
    expect(isGifSrc('https://cdn.example.com/a.GIF?w=2#x')).toBe(true);
    expect(isGifSrc('/images/photo.png')).toBe(false);
    expect(isGifSrc('/gif/photo.png')).toBe(false);
  });

  it('gives each gif a button that toggles between the animation and a frozen still; clicking the image toggles too', () => {
    document.body.innerHTML = '<div id="r"><p>Text</p><img src="/a.gif" alt="A demo"><img src="/b.png" alt="Photo"></div>';
    const root = document.getElementById('r')!;
    const gif = root.querySelector<HTMLImageElement>('img[src="/a.gif"]')!;
    loaded(gif);
    enhanceGifs(root, { startFrozen: false, classes });

    const buttons = root.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    const button = buttons[0]!;
    expect(button.type).toBe('button');
    expect(button.textContent).toBe(gifLabels.pause);
    expect(root.querySelector('[data-gif-frame]')!.getAttribute('data-gif-frame')).toBe('playing');

    button.click();
    const still = root.querySelector('canvas')!;
    expect(still).not.toBeNull();
    expect(drawImage).toHaveBeenCalledWith(gif, 0, 0, 320, 240);
    expect(still.getAttribute('role')).toBe('img');
    expect(still.getAttribute('aria-label')).toBe('A demo');
    expect(gif.hidden).toBe(true);
    expect(button.textContent).toBe(gifLabels.play);
    expect(root.querySelector('[data-gif-frame]')!.getAttribute('data-gif-frame')).toBe('frozen');

    button.click();
    expect(root.querySelector('canvas')).toBeNull();
    expect(gif.hidden).toBe(false);
    expect(button.textContent).toBe(gifLabels.pause);

    gif.click();
    expect(root.querySelector('canvas')).not.toBeNull();
    root.querySelector('canvas')!.click();
    expect(root.querySelector('canvas')).toBeNull();
  });

  it('restores the original markup on cleanup', () => {
    document.body.innerHTML = '<div id="r"><img src="/a.gif" alt=""></div>';
    const root = document.getElementById('r')!;
    const before = root.innerHTML;
    loaded(root.querySelector('img')!);
    const undo = enhanceGifs(root, { startFrozen: true, classes });
    expect(root.querySelector('canvas')!.getAttribute('aria-hidden')).toBe('true');
    undo();
    expect(root.innerHTML).toBe(before);
  });

  it('starts frozen under prefers-reduced-motion, once the gif has loaded', () => {
    stubReducedMotion(true);
    const { container } = render(
      <ReviewGifs>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src="/images/products/review-demo.gif" alt="Demo" />
      </ReviewGifs>,
    );
    const img = container.querySelector('img')!;
    expect(container.querySelector('canvas')).toBeNull();
    loaded(img);
    act(() => {
      img.dispatchEvent(new Event('load'));
    });
    expect(container.querySelector('canvas')).not.toBeNull();
    expect(container.querySelector('button')!.textContent).toBe(gifLabels.play);
  });

  it('keeps playing without reduced motion', () => {
    const { container } = render(
      <ReviewGifs>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src="/images/products/review-demo.gif" alt="Demo" />
      </ReviewGifs>,
    );
    const img = container.querySelector('img')!;
    loaded(img);
    act(() => {
      img.dispatchEvent(new Event('load'));
    });
    expect(container.querySelector('canvas')).toBeNull();
    expect(container.querySelector('button')!.textContent).toBe(gifLabels.pause);
  });
});
