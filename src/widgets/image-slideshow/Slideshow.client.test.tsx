// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShownSlide } from './rules';
import { Slideshow } from './Slideshow.client';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

const slide = (n: number, pinUrl: string | null = null): ShownSlide => ({ src: `/s${n}.svg`, alt: `Slide image ${n}`, title: `Step ${n}`, width: 1200, height: 900, pinUrl });
const slides = [slide(1, 'https://www.pinterest.com/pin/create/button/?url=a&media=b&description=c'), slide(2), slide(3)];

function mount() {
  render(<Slideshow id="s" title="Desk breaks" slides={slides} />);
  const region = screen.getByRole('region', { name: 'Desk breaks' });
  const items = [...region.querySelectorAll('li')];
  const track = region.querySelector('ul')!;
  const status = () => region.querySelector('[aria-live="polite"]')?.textContent;
  return { region, items, track, status };
}

beforeEach(() => track.mockClear());
afterEach(cleanup);

describe('Slideshow', () => {
  it('shows the first slide; once running, the hidden slides are inert', () => {
    const { items, track: row, status } = mount();
    expect(status()).toBe('Slide 1 of 3');
    expect(row.style.transform).toBe('translateX(0%)');
    expect(items.map((li) => li.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('moves with Next and Previous, never past the ends, recording one scroll interaction per change', () => {
    const { items, track: row, status } = mount();
    const next = screen.getByRole('button', { name: /Next/ });
    const previous = screen.getByRole('button', { name: /Previous/ });
    fireEvent.click(previous);
    expect(status()).toBe('Slide 1 of 3');
    expect(track).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(status()).toBe('Slide 2 of 3');
    expect(row.style.transform).toBe('translateX(-100%)');
    expect(items.map((li) => li.hasAttribute('inert'))).toEqual([true, false, true]);
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'slideshow', location: 'image-slideshow', name: 'next', position: 2, actionOutcome: 'scroll' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(status()).toBe('Slide 3 of 3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('moves with the arrow keys, Home and End while it has focus', () => {
    const { region, status } = mount();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(status()).toBe('Slide 2 of 3');
    fireEvent.keyDown(region, { key: 'End' });
    expect(status()).toBe('Slide 3 of 3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(status()).toBe('Slide 2 of 3');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(status()).toBe('Slide 1 of 3');
    fireEvent.keyDown(region, { key: 'ArrowRight', ctrlKey: true });
    expect(status()).toBe('Slide 1 of 3');
  });

  it('moves on a touch swipe and ignores short or vertical moves', () => {
    const { region, status } = mount();
    const viewport = region.firstElementChild as HTMLElement;
    const swipe = (fromX: number, toX: number, toY = 50, pointerType = 'touch') => {
      fireEvent.pointerDown(viewport, { pointerId: 7, pointerType, isPrimary: true, clientX: fromX, clientY: 50 });
      fireEvent.pointerUp(viewport, { pointerId: 7, pointerType, isPrimary: true, clientX: toX, clientY: toY });
    };
    swipe(300, 280);
    expect(status()).toBe('Slide 1 of 3');
    swipe(300, 200, 250);
    expect(status()).toBe('Slide 1 of 3');
    swipe(300, 100);
    expect(status()).toBe('Slide 2 of 3');
    expect(track).toHaveBeenLastCalledWith('Element Clicked', expect.objectContaining({ name: 'swipe next', position: 2 }));
    swipe(100, 300);
    expect(status()).toBe('Slide 1 of 3');
    swipe(300, 100, 50, 'mouse');
    expect(status()).toBe('Slide 1 of 3');
    // The shared rule (spec savings 4.5): over 25 px across counts (the slideshow once asked for 40).
    swipe(300, 270, 60);
    expect(status()).toBe('Slide 2 of 3');
  });

  it('keeps focus in the slideshow when the focused Pinterest link slides out', () => {
    const { region } = mount();
    const pin = screen.getByRole('link', { name: /Save to Pinterest/ });
    pin.focus();
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(region);
  });
});
