import { engagementDelayMs, scrolledPastMiddle } from './rules';

/** The article the reader is on: the page's own (position 0 of infinite scroll), else <main>. */
function article(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('[data-inf-position="0"]') ?? doc.getElementById('main');
}

/**
 * Runs `run` once when the reader has engaged with the page: scrolled past the middle of the
 * article, or `delayMs` (30 s) on the page, whichever comes first. A page short enough to show
 * its middle at once still needs a scroll or the 30 seconds. Returns a cancel function.
 */
export function whenEngaged(run: () => void, { delayMs = engagementDelayMs, doc = document }: { delayMs?: number; doc?: Document } = {}): () => void {
  const win = doc.defaultView ?? window;
  let done = false;
  let frame = 0;
  const finish = () => {
    if (done) return;
    stop();
    run();
  };
  const onScroll = () => {
    if (frame) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      const el = article(doc);
      if (!el) return;
      const rect = el.getBoundingClientRect();
      if (scrolledPastMiddle({ top: rect.top, height: rect.height }, win.innerHeight)) finish();
    });
  };
  const timer = win.setTimeout(finish, delayMs);
  win.addEventListener('scroll', onScroll, { passive: true });
  function stop() {
    done = true;
    win.clearTimeout(timer);
    if (frame) win.cancelAnimationFrame(frame);
    win.removeEventListener('scroll', onScroll);
  }
  return stop;
}

/**
 * Runs `run` once the element matched by `selector` (an appended infinite-scroll article) has come
 * into view: its top has reached the middle of the viewport. Waits for the element to exist.
 * Returns a cancel function.
 */
export function whenInView(selector: string, run: () => void, doc: Document = document): () => void {
  let done = false;
  let io: IntersectionObserver | undefined;
  const watch = () => {
    const el = doc.querySelector(selector);
    if (!el || io || typeof IntersectionObserver !== 'function') return;
    finder.disconnect();
    io = new IntersectionObserver(
      (entries) => {
        if (done || !entries.some((e) => e.isIntersecting)) return;
        stop();
        run();
      },
      { rootMargin: '0px 0px -50% 0px' },
    );
    io.observe(el);
  };
  const finder = new MutationObserver(watch);
  finder.observe(doc.body, { childList: true, subtree: true });
  watch();
  function stop() {
    done = true;
    finder.disconnect();
    io?.disconnect();
  }
  return stop;
}
