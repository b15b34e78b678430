'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBottomBar } from '@/features/reader-chrome/use-bottom-bar';
import styles from './AdBlockPrompt.module.css';

function createHost(): HTMLElement {
  const host = document.createElement('div');
  host.dataset.adBlockPromptHost = '';
  return host;
}

/**
 * Asks a reader with an ad blocker whether we may show our own ads. A non-modal notice fixed to the
 * bottom of the viewport (it shifts nothing) that does not take focus from the reader: it is placed
 * first in the tab order instead, so one Tab reaches it. After an answer, focus that was inside it
 * goes to the main content. A question bar of the chrome budget (features/reader-chrome): it waits
 * while the consent banner or a privacy notice shows, and never shows on a calm page.
 */
export function AdBlockPrompt({ onAnswer }: { onAnswer: (permitted: boolean) => void }) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [host] = useState(createHost);
  const bar = useBottomBar('prompt', true);

  useEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);

  const answer = (permitted: boolean) => {
    if (section.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
    onAnswer(permitted);
  };

  return createPortal(
    <section
      ref={(element) => {
        section.current = element;
        bar.ref(element);
      }}
      className={styles.prompt}
      aria-labelledby={headingId}
      data-ad-block-prompt=""
      {...bar.props}
    >
      <h2 id={headingId} className={styles.heading}>
        Looks like you’re using an ad blocker
      </h2>
      <p className={styles.text}>
        Ads pay for our health articles, so reading stays free. May we show our own ads? They come from our own site, not
        from ad networks: no tracking, no cookies, nothing about you is shared.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.allow} onClick={() => answer(true)}>
          Allow our own ads
        </button>
        <button type="button" className={styles.decline} onClick={() => answer(false)}>
          No thanks
        </button>
      </div>
    </section>,
    host,
  );
}
