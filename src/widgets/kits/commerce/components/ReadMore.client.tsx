'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDisclosure } from '@/components/use-disclosure';
import { track } from '@/features/analytics/track';
import { debounce } from '@/lib/debounce';
import styles from './ReadMore.module.css';

/** Spec (article blocks 9): "Resize debounce 250 ms". */
const resizeDebounceMs = 250;

interface Props {
  /** Content taller than this (px) is collapsed behind a toggle; shorter content shows in full with no toggle. */
  threshold: number;
  /** Height (px) of the collapsed content; the threshold when not given. */
  collapsedHeight?: number;
  moreLabel?: string;
  lessLabel?: string;
  /** A chevron that turns when expanded, next to the label. */
  chevron?: boolean;
  /** Each toggle sends Element Clicked with these fields and actionOutcome open or close. */
  event: { name: string; location: string; elementType?: string; position?: number };
  className?: string;
  children: ReactNode;
}

/**
 * Collapsible text with a fade. Before the script runs (and without it) the text shows in full;
 * once measured, content taller than the threshold collapses. Focus moving into the clipped part
 * (a link, by keyboard) opens it, so nothing focusable is ever hidden.
 */
export function ReadMore({ threshold, collapsedHeight = threshold, moreLabel = 'Read more', lessLabel = 'Read less', chevron = false, event, className, children }: Props) {
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const { open: expanded, setOpen: setExpanded, buttonProps } = useDisclosure(id);

  useEffect(() => {
    const el = content.current;
    if (!el) return;
    const measure = () => setOverflowing(el.scrollHeight > threshold);
    measure();
    const onResize = debounce(measure, resizeDebounceMs);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [threshold]);

  const collapsed = overflowing && !expanded;
  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    track('Element Clicked', {
      elementType: event.elementType ?? 'button',
      name: event.name,
      location: event.location,
      position: event.position,
      text: next ? moreLabel : lessLabel,
      actionOutcome: next ? 'open' : 'close',
    });
  };

  return (
    <div className={className ? `${styles.readMore} ${className}` : styles.readMore} data-read-more={!overflowing ? 'full' : collapsed ? 'collapsed' : 'expanded'}>
      <div
        id={id}
        ref={content}
        className={collapsed ? `${styles.content} ${styles.collapsed}` : styles.content}
        style={collapsed ? { maxHeight: collapsedHeight } : undefined}
        onFocus={() => collapsed && setExpanded(true)}
      >
        {children}
      </div>
      {overflowing && (
        <button type="button" className={styles.toggle} {...buttonProps} onClick={toggle}>
          {expanded ? lessLabel : moreLabel}
          {chevron && (
            <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          )}
        </button>
      )}
    </div>
  );
}
