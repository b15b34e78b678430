// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EngagementCarousel } from './EngagementCarousel';

const titles = ['Sleep apnea', 'Naps', 'Sleep hygiene', 'Best pillows'];

function carousel(count = 4) {
  return (
    <section>
      <h2 id="related-1">Related Articles</h2>
      <EngagementCarousel
        labelledBy="related-1"
        slides={titles.slice(0, count).map((title) => (
          <a key={title} href={`/sleep/${title}`}>
            {title}
          </a>
        ))}
      />
    </section>
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function mount(width: number, count = 4) {
  setWidth(width);
  render(carousel(count));
  const group = screen.getByRole('group', { name: 'Related Articles' });
  const viewport = group.querySelector<HTMLElement>('[tabindex="-1"]')!;
  const slides = [...group.querySelectorAll('li')];
  return {
    group,
    viewport,
    slides,
    next: () => screen.getByRole('button', { name: 'Next' }),
    previous: () => screen.getByRole('button', { name: 'Previous' }),
    status: () => group.querySelector('[aria-live="polite"]')!.textContent,
    offset: () => viewport.style.getPropertyValue('--carousel-offset'),
    shown: () => slides.map((li) => !li.hasAttribute('inert')),
  };
}

afterEach(() => {
  cleanup();
  setWidth(1024);
});

describe('EngagementCarousel on the server', () => {
  it('is a plain list of the slides with every link, in a named carousel group, standing at the first slide', () => {
    const html = renderToStaticMarkup(carousel());
    expect(html).toMatch(/role="group" aria-roledescription="carousel" aria-labelledby="related-1" data-count="4"/);
    expect(html.match(/<li\b/g)).toHaveLength(4);
    expect(html.match(/<a\b/g)).toHaveLength(4);
    expect(html).not.toContain('inert');
    expect(html).toContain('--carousel-offset:0');
    expect(html).toContain('Slide 1 of 4');
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Previous"/);
  });
});

describe('EngagementCarousel in the browser', () => {
  it('has labelled arrows that control the row and a polite position', () => {
    const { viewport, next, previous, status } = mount(390);
    expect(next().getAttribute('aria-controls')).toBe(viewport.id);
    expect(previous().getAttribute('aria-controls')).toBe(viewport.id);
    expect(next().tagName).toBe('BUTTON');
    expect(status()).toBe('Slide 1 of 4');
    expect(viewport.parentElement!.querySelector('[aria-live]')!.getAttribute('aria-atomic')).toBe('true');
  });

  it('goes round endlessly: Next from the last stop to the first, Previous from the first to the last', () => {
    const { next, previous, status, offset } = mount(390);
    fireEvent.click(next());
    expect([offset(), status()]).toEqual(['1', 'Slide 2 of 4']);
    fireEvent.click(next());
    fireEvent.click(next());
    // The last stop puts the last slide flush with the right edge.
    expect([offset(), status()]).toEqual(['2.9', 'Slide 4 of 4']);
    fireEvent.click(next());
    expect([offset(), status()]).toEqual(['0', 'Slide 1 of 4']);
    fireEvent.click(previous());
    expect([offset(), status()]).toEqual(['2.9', 'Slide 4 of 4']);
  });

  it('moves by the slides in view at each width: 1.1 on mobile, 2.2 on tablet, 3.4 on desktop', () => {
    const phone = mount(390);
    expect(phone.shown()).toEqual([true, false, false, false]);
    cleanup();
    const tablet = mount(800);
    expect(tablet.shown()).toEqual([true, true, false, false]);
    fireEvent.click(tablet.next());
    fireEvent.click(tablet.next());
    expect([tablet.offset(), tablet.status()]).toEqual(['1.8', 'Slide 3 of 4']);
    expect(tablet.shown()).toEqual([false, false, true, true]);
    cleanup();
    const desktop = mount(1366);
    expect(desktop.shown()).toEqual([true, true, true, false]);
    fireEvent.click(desktop.next());
    expect([desktop.offset(), desktop.status()]).toEqual(['0.6', 'Slide 2 of 4']);
    expect(desktop.shown()).toEqual([false, true, true, true]);
    fireEvent.click(desktop.next());
    expect(desktop.offset()).toBe('0');
  });

  it('keeps its place when the window narrows or widens, the last stop standing in for one that is gone', () => {
    const { next, status, offset } = mount(390);
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.click(next());
    setWidth(1366);
    expect([offset(), status()]).toEqual(['0.6', 'Slide 2 of 4']);
  });

  it('makes the slides not wholly in view inert, so Tab reaches what is on screen and the arrows reach the rest', () => {
    const { slides, next, shown } = mount(390);
    expect(shown()).toEqual([true, false, false, false]);
    next().focus();
    fireEvent.click(next());
    expect(shown()).toEqual([false, true, false, false]);
    // Focus stays on the arrow, and every slide comes into view by it.
    expect(document.activeElement).toBe(next());
    fireEvent.click(next());
    fireEvent.click(next());
    expect(shown()).toEqual([false, false, false, true]);
    expect(slides[3]!.querySelector('a')!.textContent).toBe('Best pillows');
  });

  it('moves on a touch swipe of over 25 px at 45 degrees or less, not on a short, steep or mouse move', () => {
    const { viewport, status } = mount(390);
    const swipe = (fromX: number, toX: number, toY = 100, pointerType = 'touch') => {
      fireEvent.pointerDown(viewport, { pointerId: 3, pointerType, isPrimary: true, clientX: fromX, clientY: 100 });
      fireEvent.pointerUp(viewport, { pointerId: 3, pointerType, isPrimary: true, clientX: toX, clientY: toY });
    };
    swipe(300, 275);
    expect(status()).toBe('Slide 1 of 4');
    swipe(300, 250, 160);
    expect(status()).toBe('Slide 1 of 4');
    swipe(300, 100, 100, 'mouse');
    expect(status()).toBe('Slide 1 of 4');
    swipe(300, 270, 130);
    expect(status()).toBe('Slide 2 of 4');
    swipe(100, 200);
    expect(status()).toBe('Slide 1 of 4');
    // Round the other way too.
    swipe(100, 200);
    expect(status()).toBe('Slide 4 of 4');
  });

  it('keeps focus in the carousel when a swipe takes the focused slide out of view', () => {
    const { viewport, slides } = mount(390);
    const link = slides[0]!.querySelector('a')!;
    link.focus();
    fireEvent.pointerDown(viewport, { pointerId: 3, pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerId: 3, pointerType: 'touch', isPrimary: true, clientX: 100, clientY: 100 });
    expect(slides[0]!.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(viewport);
  });

  it('brings a slide into view when focus lands on it anyway, and undoes any scroll of the clipped row', () => {
    const { viewport, slides, status } = mount(390);
    fireEvent.focus(slides[2]!.querySelector('a')!);
    expect(status()).toBe('Slide 3 of 4');
    viewport.scrollLeft = 120;
    fireEvent.scroll(viewport);
    expect(viewport.scrollLeft).toBe(0);
  });

  it('with every slide in view, has one stop and nothing inert', () => {
    const { next, shown, offset } = mount(1366, 3);
    fireEvent.click(next());
    expect(offset()).toBe('0');
    expect(shown()).toEqual([true, true, true]);
  });
});
