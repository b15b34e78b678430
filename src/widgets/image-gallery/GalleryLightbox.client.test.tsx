// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GalleryLightbox } from './GalleryLightbox.client';
import type { ShownImage } from './rules';
import { stubDialog } from '@tests/support/dialog';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

const images: ShownImage[] = [
  { src: '/a.svg', alt: 'Oats', caption: 'Oats with berries', credit: 'Illustration: Wellread', width: 1200, height: 900, pinUrl: 'https://www.pinterest.com/pin/create/button/?url=x&media=y&description=z' },
  { src: '/b.svg', alt: 'Lentils', width: 1200, height: 900, pinUrl: null },
  { src: '/c.svg', alt: 'preview', caption: 'Broccoli', width: 800, height: 600, pinUrl: null },
];

function mount() {
  render(
    <>
      <GalleryLightbox title="Foods rich in fiber" images={images}>
        <ul>
          {images.map((image, i) => (
            <li key={i}>
              <a href={image.src} data-gallery-index={i}>
                {image.alt}
              </a>
            </li>
          ))}
        </ul>
      </GalleryLightbox>
    </>,
  );
  const dialog = document.querySelector('dialog')!;
  return { dialog, thumbs: screen.getAllByRole('link') };
}

const status = (dialog: HTMLDialogElement) => dialog.querySelector('[aria-live="polite"]')?.textContent;

// jsdom cannot navigate: stop links' default action after React's handlers have run.
const noNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  window.addEventListener('click', noNavigation);
  track.mockClear();
  stubDialog();
});

afterEach(() => {
  cleanup();
  window.removeEventListener('click', noNavigation);
});

describe('GalleryLightbox', () => {
  it('opens the clicked image in a modal dialog with its caption, credit and "n of N"', () => {
    const { dialog, thumbs } = mount();
    expect(dialog.open).toBe(false);
    fireEvent.click(thumbs[0]!);
    expect(dialog.open).toBe(true);
    expect(status(dialog)).toBe('1 of 3');
    const large = dialog.querySelector('figure img')!;
    expect(large.getAttribute('src')).toBe('/a.svg');
    expect(large.getAttribute('alt')).toBe('Oats');
    expect(dialog.querySelector('figcaption')?.textContent).toBe('Oats with berriesIllustration: Wellread');
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')?.id);
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'lightbox', location: 'image-gallery', name: 'Foods rich in fiber', position: 1, actionOutcome: 'open' });
  });

  it('keeps the link behaviour for a click with a modifier key (new tab)', () => {
    const { dialog, thumbs } = mount();
    fireEvent.click(thumbs[1]!, { ctrlKey: true });
    expect(dialog.open).toBe(false);
  });

  it('moves with Previous/Next and arrow keys, never past the ends, recording a scroll interaction per change', () => {
    const { dialog, thumbs } = mount();
    fireEvent.click(thumbs[1]!);
    const next = screen.getByRole('button', { name: /Next/ });
    const previous = screen.getByRole('button', { name: /Previous/ });
    fireEvent.click(next);
    expect(status(dialog)).toBe('3 of 3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    track.mockClear();
    fireEvent.click(next);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(status(dialog)).toBe('3 of 3');
    expect(track).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(status(dialog)).toBe('2 of 3');
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'lightbox', location: 'image-gallery', name: 'ArrowLeft', position: 2, actionOutcome: 'scroll' });
    fireEvent.keyDown(dialog, { key: 'Home' });
    expect(status(dialog)).toBe('1 of 3');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
  });

  it('moves on a horizontal touch swipe, not on a mouse drag or a vertical move', () => {
    const { dialog, thumbs } = mount();
    fireEvent.click(thumbs[0]!);
    const stage = dialog.querySelector('figure')!;
    const swipe = (pointerType: string, fromX: number, toX: number, toY = 100) => {
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType, isPrimary: true, clientX: fromX, clientY: 100 });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType, isPrimary: true, clientX: toX, clientY: toY });
    };
    swipe('mouse', 300, 100);
    expect(status(dialog)).toBe('1 of 3');
    swipe('touch', 300, 250, 300);
    expect(status(dialog)).toBe('1 of 3');
    swipe('touch', 300, 100);
    expect(status(dialog)).toBe('2 of 3');
    swipe('touch', 100, 300);
    expect(status(dialog)).toBe('1 of 3');
    // The shared rule (spec savings 4.5): 25 px across is not enough, 30 px at 45 degrees is.
    swipe('touch', 300, 275, 100);
    expect(status(dialog)).toBe('1 of 3');
    swipe('touch', 300, 270, 130);
    expect(status(dialog)).toBe('2 of 3');
  });

  it('shows "Save to Pinterest" only for images with a pin link; it opens in a new tab and carries its share-click data', () => {
    const { thumbs } = mount();
    fireEvent.click(thumbs[0]!);
    const pin = screen.getByRole('link', { name: /Save to Pinterest/ });
    expect(pin.getAttribute('target')).toBe('_blank');
    expect(pin.getAttribute('rel')).toBe('noopener noreferrer');
    expect(pin.getAttribute('href')).toBe(images[0]!.pinUrl);
    // Reported by the page's click listener (src/features/analytics/share-clicks.ts).
    expect({ ...pin.dataset }).toEqual({ track: 'share', trackName: 'pinterest', trackLocation: 'image-gallery', trackPosition: '1' });
    pin.focus();
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    expect(screen.queryByRole('link', { name: /Save to Pinterest/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Next/ }));
  });

  it('closes with the Close button and gives focus back to the thumbnail that opened it', () => {
    const { dialog, thumbs } = mount();
    thumbs[2]!.focus();
    fireEvent.click(thumbs[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(thumbs[2]);
    expect(dialog.querySelector('figure')).toBeNull();
  });
});
