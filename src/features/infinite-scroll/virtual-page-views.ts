/** Spec: a view event is deduplicated by a 6-second delay between virtual page views. */
export const virtualPageViewDelayMs = 6000;

/**
 * Virtual page views of infinite scroll: an article counts as viewed once it has stayed the
 * article in view for 6 seconds; moving on sooner cancels it, and the article already counted
 * last is not counted again. Position 0 (the page itself) starts as counted: the page view is its.
 */
export function virtualPageViews(send: (position: number) => void, delayMs = virtualPageViewDelayMs) {
  let counted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    inView(position: number): void {
      clearTimeout(timer);
      timer = undefined;
      if (position === counted) return;
      timer = setTimeout(() => {
        counted = position;
        send(position);
      }, delayMs);
    },
    stop(): void {
      clearTimeout(timer);
    },
  };
}
