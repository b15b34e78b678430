'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDisclosure } from '@/components/use-disclosure';
import { announceMenuOpen, onOtherMenuOpen } from '../menu-events';
import styles from './BrandingPanel.module.css';

/** The branding panel's icon button and the panel it toggles; opening it closes the main menu. */
export function BrandingPanelToggle({ label, icon, children }: { label: string; icon?: string; children: ReactNode }) {
  const id = useId();
  const { open, setOpen, buttonRef, buttonProps } = useDisclosure(id);
  const panel = useRef<HTMLDivElement>(null);

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

  return (
    <>
      <button
        type="button"
        className={styles.button}
        {...buttonProps}
        aria-label={label}
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
      </button>
      <div id={id} ref={panel} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </>
  );
}
