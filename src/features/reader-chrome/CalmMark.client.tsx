'use client';

import { useEffect, useRef } from 'react';
import { markCalm } from './store';

/**
 * Inside a calm article (urgent advice, a crisis or self-check page, one editors mark sensitive):
 * registers the article with the chrome budget (store.ts). The page's own article is calm for the
 * whole page view; an appended one while it is on screen. Renders an empty, hidden span.
 */
export function CalmMark({ page }: { page: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const article = ref.current?.closest('article') ?? ref.current;
    if (!article) return;
    return markCalm(article, page);
  }, [page]);
  return <span ref={ref} hidden data-calm-mark="" />;
}
