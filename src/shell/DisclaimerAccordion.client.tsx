'use client';

import { useId, type ReactNode } from 'react';
import { useDisclosure } from '@/components/use-disclosure';
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
  const id = useId();
  const buttonId = `${id}-toggle`;
  const regionId = `${id}-region`;
  const { open, toggle, buttonProps } = useDisclosure(regionId, defaultOpen);
  return (
    <div className={className ? `${styles.accordion} ${className}` : styles.accordion}>
      <button
        type="button"
        id={buttonId}
        className={styles.toggle}
        {...buttonProps}
        onClick={toggle}
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
