'use client';

import type { MouseEvent, ReactNode } from 'react';

/**
 * Moves to the review card smoothly (instantly under reduced motion), puts the card's anchor in the
 * address and focus on the card, so keyboard and screen-reader users continue from there. Without
 * script the plain in-page link jumps there, which browsers also treat as the focus starting point.
 */
export function scrollToCard(target: HTMLElement, hash: string): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (window.location.hash !== hash) window.history.pushState(window.history.state, '', hash);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function SkipToReview({ href, className, children }: { href: `#${string}`; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = document.getElementById(href.slice(1));
    if (!target) return;
    event.preventDefault();
    scrollToCard(target, href);
  };
  return (
    <a href={href} className={className} onClick={onClick} data-skip-to-review="">
      {children}
    </a>
  );
}
