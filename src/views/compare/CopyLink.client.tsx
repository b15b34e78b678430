'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './CompareView.module.css';

export const copyLinkTexts = {
  button: 'Copy link',
  copied: 'Link copied.',
  failed: 'Could not copy. Copy the address from the address bar instead.',
} as const;

const resetMs = 4000;

/** Copies the page's address (the shareable comparison) and says whether it worked. */
export function CopyLink() {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
    timer.current = setTimeout(() => setOutcome(null), resetMs);
  };

  return (
    <div className={styles.copy}>
      <button type="button" className={styles.copyButton} onClick={copy}>
        {copyLinkTexts.button}
      </button>
      <span role="status" className={styles.copyStatus}>
        {outcome && copyLinkTexts[outcome]}
      </span>
    </div>
  );
}
