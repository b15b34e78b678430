'use client';

import { useHydrated } from '@/lib/use-hydrated';
import { useRef, useState, type KeyboardEvent } from 'react';
import buttons from '@/components/Buttons.module.css';
import { track } from '@/features/analytics/track';
import { PinterestLink } from '@/widgets/kits/sharing/PinterestLink';
import type { ShownSlide } from './rules';
import { isFirst, isLast, slideForKey, slideStatusText, stepIndex } from './slides';
import { useSwipe } from '@/components/carousel/use-swipe';
import styles from './ImageSlideshow.module.css';

interface Props {
  /** Unique on the page: the region's and the track's ids derive from it. */
  id: string;
  title?: string;
  slides: ShownSlide[];
}

const location = 'image-slideshow';

/**
 * One slide at a time: Previous/Next (marked disabled at the first and last slide), Left/Right,
 * Home/End while the slideshow has focus, swipe by touch, and a polite "Slide n of N". The track
 * slides with a CSS transition, none under prefers-reduced-motion. Each slide change records a
 * scroll interaction (Element Clicked, actionOutcome scroll; spec article blocks 4). Slides that
 * are not shown are inert once the script runs; before that (and without JavaScript) every slide
 * is in the document and the row scrolls.
 */
export function Slideshow({ id, title, slides }: Props) {
  const [index, setIndex] = useState(0);
  // False in the server render and during hydration, true after: slides become inert only once the script runs.
  const ready = useHydrated();
  const region = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const count = slides.length;


  function go(next: number, how: string) {
    if (next === index) return;
    // A focused link in the slide that is leaving becomes inert: keep focus in the slideshow.
    if (trackRef.current?.contains(document.activeElement)) region.current?.focus();
    setIndex(next);
    track('Element Clicked', { elementType: 'slideshow', location, name: how, position: next + 1, actionOutcome: 'scroll' });
  }

  const swipe = useSwipe((direction) => go(stepIndex(index, direction, count), direction > 0 ? 'swipe next' : 'swipe previous'));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = slideForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    go(next, event.key);
  }

  const trackId = `${id}-slides`;
  const titleId = `${id}-title`;
  return (
    <div className={styles.slideshow}>
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      <div
        ref={region}
        className={styles.carousel}
        role="region"
        aria-roledescription="slideshow"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : 'Slideshow'}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-ready={ready ? '' : undefined}
      >
        <div className={styles.viewport} {...swipe}>
          <ul ref={trackRef} id={trackId} className={styles.track} style={{ transform: `translateX(${-index * 100}%)` }}>
            {slides.map((slide, i) => (
              <li key={i} className={styles.slide} inert={ready && i !== index}>
                <figure className={styles.figure}>
                  <div className={styles.frame} style={{ aspectRatio: `${slide.width} / ${slide.height}` }}>
                    {/* The proxy serves 2.1x the shown width; width and height reserve the box. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      className={styles.image}
                      src={slide.src}
                      alt={slide.alt}
                      width={slide.width}
                      height={slide.height}
                      loading={i === 0 ? undefined : 'lazy'}
                      decoding="async"
                    />
                  </div>
                  {(slide.title || slide.text || slide.caption || slide.credit || slide.pinUrl) && (
                    <figcaption className={styles.body}>
                      {slide.title && <h3 className={styles.slideTitle}>{slide.title}</h3>}
                      {slide.text && <p className={styles.text}>{slide.text}</p>}
                      {(slide.caption || slide.credit) && (
                        <p className={styles.caption}>
                          {slide.caption}
                          {slide.credit && <span className={styles.credit}>{slide.credit}</span>}
                        </p>
                      )}
                      {slide.pinUrl && <PinterestLink className={styles.pin} href={slide.pinUrl} location={location} position={i + 1} />}
                    </figcaption>
                  )}
                </figure>
              </li>
            ))}
          </ul>
        </div>
        {count > 1 && (
          <div className={styles.controls}>
            <button
              type="button"
              className={buttons.secondary}
              aria-controls={trackId}
              aria-disabled={isFirst(index)}
              onClick={() => go(stepIndex(index, -1, count), 'previous')}
            >
              <span aria-hidden="true">‹</span> Previous
            </button>
            <p className={styles.status} aria-live="polite" aria-atomic="true">
              {slideStatusText(index, count)}
            </p>
            <button
              type="button"
              className={buttons.secondary}
              aria-controls={trackId}
              aria-disabled={isLast(index, count)}
              onClick={() => go(stepIndex(index, 1, count), 'next')}
            >
              Next <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
