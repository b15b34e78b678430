'use client';

import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useOutsidePress } from './use-outside-press';
import styles from './Tooltip.module.css';

/** Spec savings 4.5 and 9: a tooltip opens after a 700 ms hover on desktop. */
export const tooltipHoverDelayMs = 700;
/** Spec savings 9: "close 250 ms on the mobile button". */
export const tooltipMobileCloseMs = 250;
/** Time to move the pointer from the button onto the tooltip before it closes (WCAG 1.4.13 hoverable). */
export const tooltipLeaveGraceMs = 150;

/** How the tooltip is open: by a hover (it closes when the pointer leaves), a focus, or a click or tap (it stays). */
type OpenBy = 'hover' | 'focus' | 'press' | null;

interface Props {
  /** What the tip is about: the button's name is "About {label}". */
  label: string;
  text: string;
}

/**
 * A tooltip on an "i" button (spec savings 4.5). A mouse resting on the button for 700 ms opens
 * it; a click or tap toggles it, and on a touch screen its Close button closes it 250 ms later.
 * WCAG 1.4.13: the pointer can move onto the tip without it closing (hoverable), Escape closes it
 * without moving pointer or focus (dismissable), and it stays until the reader leaves, presses
 * Escape, or clicks elsewhere (persistent). Keyboard focus opens it at once. The text is in the
 * HTML from the server and is the button's description, so screen readers read it whether or not
 * it is open.
 */
export function Tooltip({ label, text }: Props) {
  const id = useId();
  const [openBy, setOpenBy] = useState<OpenBy>(null);
  const root = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = openBy !== null;

  const clearTimer = () => clearTimeout(timer.current);
  const later = (ms: number, action: () => void) => {
    clearTimer();
    timer.current = setTimeout(action, ms);
  };
  useEffect(() => clearTimer, []);
  useOutsidePress(root, open, () => setOpenBy(null));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimer();
      setOpenBy(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open) return clearTimer();
    later(tooltipHoverDelayMs, () => setOpenBy('hover'));
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (openBy === 'hover' || !open) later(tooltipLeaveGraceMs, () => setOpenBy((by) => (by === 'hover' ? null : by)));
  };

  return (
    <span ref={root} className={styles.root} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} data-tooltip={open ? 'open' : 'closed'}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => {
          clearTimer();
          // A click on a tip the hover opened keeps it open; otherwise a click toggles.
          setOpenBy((by) => (by === 'hover' ? 'press' : by ? null : 'press'));
        }}
        onFocus={(event) => {
          if (event.currentTarget.matches(':focus-visible')) setOpenBy((by) => by ?? 'focus');
        }}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) setOpenBy((by) => (by === 'focus' ? null : by));
        }}
      >
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">About {label}</span>
      </button>
      <span className={styles.tip} data-open={open ? '' : undefined}>
        <span id={id} role="tooltip">
          {text}
        </span>
        <button type="button" className={styles.close} onClick={() => later(tooltipMobileCloseMs, () => setOpenBy(null))}>
          Close
        </button>
      </span>
    </span>
  );
}
