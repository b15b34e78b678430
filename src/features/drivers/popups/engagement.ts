/**
 * The two moments a popup may open (rules.ts): the reader is leaving, or has finished an article.
 * Never while they read: a popup never opens over the text being read.
 */
export type PopupMoment = 'leaving' | 'finished';

/** The end of an article: an empty marker after its body and sources (ArticleView). */
export const articleEndSelector = '[data-article-end]';

/**
 * Runs `run` once when the reader shows they are leaving: the pointer leaves the page through its
 * top edge, towards the tabs, the address bar or the close button. Touch screens have no such
 * signal; there the end of the article is the moment. Returns a cancel function.
 */
export function whenLeaving(run: () => void, doc: Document = document): () => void {
  const onOut = (event: MouseEvent) => {
    if (event.relatedTarget !== null || event.clientY > 0) return;
    stop();
    run();
  };
  doc.addEventListener('mouseout', onOut);
  function stop() {
    doc.removeEventListener('mouseout', onOut);
  }
  return stop;
}

/**
 * Runs `run` once the end of an article (the first element matching `selector`, an article-end
 * marker) has come into view: the reader has read to its end. Waits for the element to exist (an
 * appended article arrives later). Returns a cancel function.
 */
export function whenArticleEnds(selector: string, run: () => void, doc: Document = document): () => void {
  let done = false;
  let io: IntersectionObserver | undefined;
  const watch = () => {
    const el = doc.querySelector(selector);
    if (!el || io || typeof IntersectionObserver !== 'function') return;
    finder.disconnect();
    io = new IntersectionObserver((entries) => {
      if (done || !entries.some((e) => e.isIntersecting)) return;
      stop();
      run();
    });
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

/** Runs `run` with the moment that comes first: leaving, or the end of the article. */
export function whenLeavingOrFinished(endSelector: string, run: (moment: PopupMoment) => void, doc: Document = document): () => void {
  const stops = [
    whenLeaving(() => {
      stopAll();
      run('leaving');
    }, doc),
    whenArticleEnds(
      endSelector,
      () => {
        stopAll();
        run('finished');
      },
      doc,
    ),
  ];
  function stopAll() {
    for (const stop of stops) stop();
  }
  return stopAll;
}
