'use client';

import { useEffect, useRef, useState } from 'react';
import { cycles, headlineText, msToNextPhase, tickerStateAt, tickerTiming } from './ticker-timing';
import styles from './TickerHero.module.css';

interface Props {
  id: string;
  beforeText: string;
  afterText: string;
  items: readonly string[];
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

/** The start of an item's slot once it is fully shown: where a paused ticker resumes. */
function shownStartOf(elapsedMs: number): number {
  const slot = Math.floor(elapsedMs / tickerTiming.itemMs);
  return slot === 0 ? 0 : slot * tickerTiming.itemMs + tickerTiming.fadeMs;
}

/**
 * The hero's headline (spec article blocks 4): "beforeText [item] afterText", the items taking turns
 * 2500 ms each with a 150 ms fade. Screen readers hear one stable sentence naming every item (the
 * cycling copy is aria-hidden); every item sits in the same grid cell, so the slot keeps the size
 * of the longest and nothing moves while they change. Readers who prefer reduced motion see that
 * sentence instead (CSS, so also before this script runs) and nothing cycles. A Pause button stops
 * the cycling (WCAG 2.2.2).
 */
export function TickerHeadline({ id, beforeText, afterText, items }: Props) {
  const [elapsedMs, setElapsedMs] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reduced, setReduced] = useState(false);
  const cycling = cycles(items.length);
  const running = cycling && !paused && !reduced;

  useEffect(() => {
    if (!cycling || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, [cycling]);

  // The time shown, kept outside React too so one timer chain runs from phase change to phase change.
  const elapsedRef = useRef(0);

  useEffect(() => {
    if (!running || prefersReducedMotion()) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const delay = msToNextPhase(elapsedRef.current);
      timer = setTimeout(() => {
        elapsedRef.current += delay;
        setElapsedMs(elapsedRef.current);
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running]);

  const state = running ? tickerStateAt(elapsedMs, items.length) : { index: tickerStateAt(elapsedMs, items.length).index, phase: 'shown' as const };

  function togglePause() {
    if (!paused) {
      elapsedRef.current = shownStartOf(elapsedRef.current);
      setElapsedMs(elapsedRef.current);
    }
    setPaused(!paused);
  }

  return (
    <div className={styles.headlineBlock}>
      <h2 id={id} className={styles.headline} data-ticker-items={items.length}>
        <span className={styles.fullText} data-ticker-full="">
          {headlineText(beforeText, items, afterText)}
        </span>
        <span className={styles.visual} aria-hidden="true" data-ticker-visual="">
          {beforeText && <span className={styles.before}>{beforeText} </span>}
          {items.length > 0 && (
            <span className={styles.slot} data-ticker-slot="" data-phase={state.phase} data-index={state.index}>
              {items.map((item, index) => (
                <span key={index} className={styles.item} data-current={index === state.index ? '' : undefined}>
                  {item}
                </span>
              ))}
            </span>
          )}
          {afterText && <span className={styles.after}> {afterText}</span>}
        </span>
      </h2>
      {cycling && (
        <button type="button" className={styles.pause} aria-pressed={paused} aria-controls={id} onClick={togglePause} data-ticker-pause="">
          <span aria-hidden="true" className={styles.pauseIcon} data-icon={paused ? 'play' : 'pause'} />
          Pause headline
        </button>
      )}
    </div>
  );
}
