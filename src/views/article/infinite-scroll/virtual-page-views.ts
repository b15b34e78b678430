/** Spec: a view event is deduplicated by a 6-second delay between virtual page views. */
export const virtualPageViewDelayMs = 6000;
/** Spec (site shell 9): the page-view in-view check runs every 100 ms. */
export const inViewCheckMs = 100;

/**
 * Virtual page views of infinite scroll: an article counts as viewed once it has stayed the
 * article in view for 6 seconds; moving on sooner cancels it, and the article already counted
 * last is not counted again. Position 0 (the page itself) starts as counted: the page view is its.
 * Repeated reports of the article already waiting keep its timer running.
 */
export function virtualPageViews(send: (position: number) => void, delayMs = virtualPageViewDelayMs) {
  let counted = 0;
  let waiting: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    inView(position: number): void {
      if (position === waiting) return;
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
      if (position === counted) return;
      waiting = position;
      timer = setTimeout(() => {
        counted = position;
        waiting = undefined;
        send(position);
      }, delayMs);
    },
    stop(): void {
      clearTimeout(timer);
    },
  };
}

/** Asks which article is in view every 100 ms and hands it on (null: none yet). Returns the stop function. */
export function pollInView(positionInView: () => number | null, onPosition: (position: number) => void, intervalMs = inViewCheckMs): () => void {
  const interval = setInterval(() => {
    const position = positionInView();
    if (position !== null) onPosition(position);
  }, intervalMs);
  return () => clearInterval(interval);
}
