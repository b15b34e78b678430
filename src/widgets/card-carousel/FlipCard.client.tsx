'use client';

import { useHydrated } from '@/lib/use-hydrated';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import { trackLesson } from '@/features/analytics/typed-events';
import { clickFlipsCard, flipLabel, lessonEventFor, type LessonProgress } from './flip';
import styles from './CardCarousel.module.css';


interface Props {
  /** The card's title, for tracking. */
  title: string;
  /** The card's place in the carousel, from 1. */
  position: number;
  location: string;
  /** A daily-dose card's lesson, for the lesson started and completed events. */
  lesson?: { lessonId: string; unitId: string };
  front: ReactNode;
  back: ReactNode;
}

/**
 * A card with a front and a back. A click on the card or on its flip button turns it over and
 * back (spec, article blocks 4); the button is the keyboard way (aria-pressed says which face
 * shows). The face turned away is inert once the script runs. The turn is a CSS animation, off
 * under prefers-reduced-motion, where the faces simply swap.
 */
export function FlipCard({ title, position, location, lesson, front, back }: Props) {
  const [flipped, setFlipped] = useState(false);
  // False in the server HTML and while hydrating: without script neither face is inert.
  const hydrated = useHydrated();
  const progress = useRef<LessonProgress>({ started: false, completed: false });

  const flip = () => {
    const toBack = !flipped;
    setFlipped(toBack);
    track('Element Clicked', {
      elementType: 'flip card',
      location,
      name: title.slice(0, 300),
      position,
      actionOutcome: toBack ? 'flip to back' : 'flip to front',
    });
    if (lesson) {
      const next = lessonEventFor(progress.current, toBack);
      progress.current = next.progress;
      if (next.event) trackLesson(next.event, { lessonId: lesson.lessonId, unitId: lesson.unitId, location });
    }
  };
  const onCardClick = (event: MouseEvent<HTMLDivElement>) => {
    // Selecting text is not a flip.
    if (!clickFlipsCard(event.target) || (window.getSelection?.()?.toString() ?? '') !== '') return;
    flip();
  };

  return (
    <div className={styles.flip} data-flipped={flipped} data-daily-dose={lesson ? true : undefined} onClick={onCardClick}>
      <div className={styles.inner}>
        <div className={`${styles.face} ${styles.front}`} inert={hydrated && flipped}>
          {front}
        </div>
        <div className={`${styles.face} ${styles.back}`} inert={hydrated && !flipped}>
          {back}
        </div>
      </div>
      <button type="button" className={styles.flipButton} aria-pressed={flipped} aria-label={flipLabel(flipped)} onClick={flip}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <path
            d="M4 12a8 8 0 0 1 13.7-5.6M20 12a8 8 0 0 1-13.7 5.6M17.7 3v3.4h-3.4M6.3 21v-3.4h3.4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
