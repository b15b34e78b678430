'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDisclosure } from '@/components/use-disclosure';
import { announceMenuOpen, onOtherMenuOpen } from '../menu-events';
import { panelEnd } from './panel-end';
import styles from './BrandingPanel.module.css';

interface Props {
  /** The button's text: its name, and shown beside the icon on wide screens (BrandingPanel.module.css). */
  label: string;
  icon?: string;
  /** The panel's scheduled end: past it the button and panel go away, even in a page cached before it. */
  endDate?: string;
  children: ReactNode;
}

/** Whether the promotion's end has passed, in this browser: now, or later while the page stays open. */
function useEnded(endDate: string | undefined): boolean {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const end = panelEnd(endDate, Date.now());
    if (end === null) return;
    const timer = window.setTimeout(() => setEnded(true), end === 'ended' ? 0 : end);
    return () => window.clearTimeout(timer);
  }, [endDate]);
  return ended;
}

/** The branding panel's button and the panel it toggles; opening it closes the main menu. */
export function BrandingPanelToggle({ label, icon, endDate, children }: Props) {
  const id = useId();
  const { open, setOpen, buttonRef, buttonProps } = useDisclosure(id);
  const panel = useRef<HTMLDivElement>(null);
  const ended = useEnded(endDate);

  useEffect(() => onOtherMenuOpen('branding-panel', () => setOpen(false)), [setOpen]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = panel.current?.contains(document.activeElement) || buttonRef.current === document.activeElement;
      setOpen(false);
      if (focusInside) buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen, buttonRef]);

  if (ended) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        {...buttonProps}
        onClick={() => {
          if (!open) announceMenuOpen('branding-panel');
          setOpen(!open);
        }}
      >
        {icon ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={icon} alt="" width="24" height="24" />
        ) : (
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-7.5-4.6-9.4-9.2C1.4 8.6 3.4 5 6.9 5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.5 0 5.5 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
              fill="currentColor"
            />
          </svg>
        )}
        <span className={styles.label}>{label}</span>
      </button>
      <div id={id} ref={panel} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </>
  );
}
