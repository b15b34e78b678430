'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { carouselStops, positionText, slidesInView, slidesPerView, slidesShown, stopShowing, wrapStop } from './motion';
import { useSwipe } from './use-swipe';
import styles from './EngagementCarousel.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
/** How many slides the CSS shows at this width (its media queries are the viewport's, as innerWidth is). */
const perViewNow = () => slidesInView(window.innerWidth);
/** The server does not know the width; stop 0 reads the same at every width, so hydration changes nothing. */
const perViewOnServer = () => slidesPerView.mobile;

/** The slide (index) an element sits in, or -1. */
function slideOf(viewport: HTMLElement, el: Element | null): number {
  const items = [...viewport.querySelectorAll(':scope > ul > li')];
  return el ? items.findIndex((li) => li.contains(el)) : -1;
}

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path d={back ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The engagement carousel's moving part (spec savings 2.4 and 4.5; decision 019) around the
 * server-rendered list of slides: back and forward arrows that go round endlessly, a touch swipe
 * under the one swipe rule, and the position ("Slide 2 of 5") announced politely when the reader
 * moves. It moves the row by setting --carousel-offset (the CSS turns it into a 400 ms transform,
 * none under reduced motion). Once it runs, slides not wholly in view are inert, so Tab goes
 * through the slides on screen and then to the arrows, which bring every other slide into view.
 * Nothing moves by itself.
 */
export function CarouselMotion({ count, children }: { count: number; children: ReactNode }) {
  const id = useId();
  const ready = useHydrated();
  const perView = useSyncExternalStore(subscribe, perViewNow, perViewOnServer);
  const stops = carouselStops(count, perView);
  const [wanted, setWanted] = useState(0);
  // A resize can leave fewer stops than the one the reader was at: the last then stands for it.
  const stop = Math.min(wanted, stops.length - 1);
  const offset = stops[stop] ?? 0;
  const { first, last } = slidesShown(offset, perView, count);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    el.querySelectorAll<HTMLElement>(':scope > ul > li').forEach((li, i) => li.toggleAttribute('inert', ready && (i < first || i > last)));
  }, [ready, first, last]);

  // The row moves by transform only: a browser that scrolled the clipped viewport (focus reached a
  // hidden slide before the script ran) is set back, showing the slide that has focus.
  useEffect(() => {
    const el = viewport.current;
    if (!el || el.scrollLeft === 0) return;
    el.scrollLeft = 0;
    const focused = slideOf(el, document.activeElement);
    if (focused >= 0) setWanted(stopShowing(focused, carouselStops(count, perViewNow()), perViewNow(), count));
  }, [count]);

  function move(delta: 1 | -1) {
    const el = viewport.current;
    const next = wrapStop(stop, delta, stops.length);
    const focused = el ? slideOf(el, document.activeElement) : -1;
    if (el && focused >= 0) {
      // A swipe while a link in a slide has focus: if that slide leaves the view, focus stays in the carousel.
      const shown = slidesShown(stops[next] ?? 0, perView, count);
      if (focused < shown.first || focused > shown.last) el.focus({ preventScroll: true });
    }
    setWanted(next);
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const el = viewport.current;
    if (!el) return;
    const slide = slideOf(el, event.target);
    if (slide >= 0 && (slide < first || slide > last)) setWanted(stopShowing(slide, stops, perView, count));
  }

  const swipe = useSwipe(move);
  return (
    <>
      <div
        ref={viewport}
        id={id}
        className={styles.viewport}
        tabIndex={-1}
        style={{ '--carousel-offset': String(offset) } as CSSProperties}
        onFocus={onFocus}
        onScroll={(event) => {
          event.currentTarget.scrollLeft = 0;
        }}
        {...swipe}
      >
        {children}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label="Previous" aria-controls={id} onClick={() => move(-1)}>
          <Chevron back />
        </button>
        <p className={styles.status} aria-live="polite" aria-atomic="true">
          {positionText(first, count)}
        </p>
        <button type="button" className={styles.arrow} aria-label="Next" aria-controls={id} onClick={() => move(1)}>
          <Chevron />
        </button>
      </div>
    </>
  );
}
