'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './DisclaimerAccordion.module.css';

interface Props {
  /** The toggle's text; it also names the region. */
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A toggle button with a plus or minus icon that expands a region (spec: disclaimer accordion).
 * The content is always in the HTML; without scripting it is shown open (see the CSS).
 */
export function DisclaimerAccordion({ title, children, defaultOpen = false, className }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-toggle`;
  const regionId = `${id}-region`;
  return (
    <div className={className ? `${styles.accordion} ${className}` : styles.accordion}>
      <button
        type="button"
        id={buttonId}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{title}</span>
        <span className={styles.icon} aria-hidden="true" data-open={open} />
      </button>
      <div id={regionId} role="region" aria-labelledby={buttonId} className={styles.region} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
