'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import { controlsAt, currentSlide, showsDots, nextTarget, previousTarget, scrollTargetFor, type CarouselLayout, type ScrollMetrics } from './layout';
import styles from './Carousel.module.css';

/** A scroll has settled when no scroll event came for this long (browsers without scrollend). */
const settleMs = 150;

interface Props {
  /** id of the scrollable region, which the buttons control. */
  id: string;
  /** Accessible name of the region. */
  label: string;
  count: number;
  layout: CarouselLayout;
  /** Tracking: the widget format and the carousel's title. */
  location: string;
  name?: string;
  children: ReactNode;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function measure(el: HTMLElement): ScrollMetrics {
  const slides = [...el.querySelectorAll<HTMLElement>('[data-slide]')];
  const start = slides[0]?.getBoundingClientRect().left ?? 0;
  return {
    scrollLeft: el.scrollLeft,
    clientWidth: el.clientWidth,
    scrollWidth: el.scrollWidth,
    slideOffsets: slides.map((s) => s.getBoundingClientRect().left - start),
  };
}

/**
 * The carousels' scroller (spec, article blocks 4 and 9): a focusable, labelled region that
 * scrolls with CSS scroll-snap (touch, trackpad and arrow keys work without script), Previous
 * and Next (shown from 990px; disabled at the first and the last slide, reaching the end of the
 * scroll counting as the last), and one dot per slide when there is more than one. A slide change
 * records a scroll interaction event once the scroll settles.
 */
export function CarouselScroller({ id, label, count, layout, location, name, children }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Until measured the controls show as for a carousel that scrolls (the usual case), so nothing moves.
  const [scrollable, setScrollable] = useState(true);
  const reported = useRef(0);

  const update = useCallback(() => {
    const el = scroller.current;
    if (!el) return 0;
    const metrics = measure(el);
    const now = currentSlide(metrics);
    setIndex(now);
    setScrollable(metrics.scrollWidth > metrics.clientWidth + 1);
    return now;
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      const now = update();
      if (now === reported.current) return;
      reported.current = now;
      track('Element Clicked', { elementType: 'carousel', location, name, position: now + 1, actionOutcome: 'scroll' });
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
      clearTimeout(timer);
      timer = setTimeout(settle, settleMs);
    };
    update();
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => update());
    resize?.observe(el);
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('scrollend', settle);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      resize?.disconnect();
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('scrollend', settle);
    };
  }, [update, location, name]);

  const scrollToLeft = (left: number) => scroller.current?.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  const go = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const metrics = measure(el);
    scrollToLeft(direction > 0 ? nextTarget(metrics) : previousTarget(metrics));
  };
  const goTo = (slide: number) => {
    const el = scroller.current;
    if (el) scrollToLeft(scrollTargetFor(slide, measure(el)));
  };

  const { previousDisabled, nextDisabled } = controlsAt(index, count);
  return (
    <div className={styles.body} data-layout={layout} data-scrollable={scrollable}>
      <div ref={scroller} id={id} className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
      {showsDots(count) && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-controls={id} disabled={previousDisabled} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span> Previous
          </button>
          <div className={styles.dots} role="group" aria-label={`Slides of ${label}`}>
            {Array.from({ length: count }, (_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-controls={id}
                aria-label={`Slide ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-controls={id} disabled={nextDisabled} onClick={() => go(1)}>
            Next <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
