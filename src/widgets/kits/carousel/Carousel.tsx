import type { ReactNode } from 'react';
import { carouselLayout } from './layout';
import { CarouselScroller } from './leaves';
import styles from './Carousel.module.css';

interface Props {
  /** The widget format: the tracking location and the region's id prefix. */
  format: string;
  /** Position of the widget in the body (ids stay unique when a page has several carousels). */
  index: number;
  /** Which article on the page (infinite scroll), from 1. */
  page: number;
  title?: string;
  /** Accessible name of the region when there is no title ("Carousel" unless given). */
  label?: string;
  /** One item per card, rendered as slides. */
  slides: ReactNode[];
  /** Extra class on the section (the format's own look). */
  className?: string;
}

/**
 * The frame every carousel shares: an optional heading, then the slides in the scroller leaf. The
 * scroller is the one labelled region (named after the title), so the frame is a plain div.
 * Layout (spec, article blocks 5): from 990px, 3 or fewer cards sit in a row and exactly 4 in a
 * 2x2 grid, more scroll; below 990px every carousel scrolls.
 */
export function Carousel({ format, index, page, title, label: untitled = 'Carousel', slides, className }: Props) {
  const count = slides.length;
  const layout = carouselLayout(count);
  const id = `page${page}-${format}-${index}`;
  const label = title || untitled;
  return (
    <div className={className ? `${styles.carousel} ${className}` : styles.carousel}>
      {title && (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      )}
      <CarouselScroller id={id} label={label} count={count} layout={layout} location={format} name={title}>
        <ul className={styles.track} data-layout={layout} data-count={count}>
          {slides.map((slide, i) => (
            <li key={i} className={styles.slide} data-slide={i + 1}>
              {slide}
            </li>
          ))}
        </ul>
      </CarouselScroller>
    </div>
  );
}
