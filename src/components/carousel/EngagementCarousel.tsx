import { isValidElement, type ReactNode } from 'react';
import { CarouselMotion } from './leaves';
import styles from './EngagementCarousel.module.css';

interface Props {
  /** id of the heading that names the carousel (the block's own heading, outside it). */
  labelledBy: string;
  /** One item per slide; meant to hold links (a slide's link is how the reader reaches it without script). */
  slides: ReactNode[];
  className?: string;
}

/**
 * The engagement blocks' carousel (spec savings 2.4, 4.5 and 9; decision 019): the slides are a
 * plain list rendered on the server, laid out in CSS (1.1, 2.2 or 3.4 in view by width), so the
 * page paints them in place and works without JavaScript (the row then scrolls). The client leaf
 * only adds the arrows, the swipe and the position. A group, not a region: an article appended by
 * infinite scroll has a carousel of the same name, and named regions must be unique (axe).
 */
export function EngagementCarousel({ labelledBy, slides, className }: Props) {
  return (
    <div
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      data-count={slides.length}
      data-engagement-carousel=""
    >
      <CarouselMotion count={slides.length}>
        <ul className={styles.track}>
          {slides.map((slide, i) => (
            <li key={isValidElement(slide) && slide.key !== null ? slide.key : i} className={styles.slide} data-slide={i + 1}>
              {slide}
            </li>
          ))}
        </ul>
      </CarouselMotion>
    </div>
  );
}
