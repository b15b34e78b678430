'use client';

import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import { farBelow, useRecheckOutOfView } from '@/components/use-out-of-view';
import { log } from '@/lib/client-log';
import { UpNextBar, UpNextList } from '@/views/article/infinite-scroll/UpNext';
import type { InfScrollItem } from './queue';
import { debounce, RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from '@/lib/debounce';
import { articleInView, readProgress, thresholdsToReport, type Box } from './reading';
import { upNextItems } from './up-next';
import { replacePathname } from './url';
import { pollInView, virtualPageViews } from './virtual-page-views';
import styles from './InfiniteScroll.module.css';

/**
 * Renders the next article of the reading list on the server (a Server Function, ./actions.tsx):
 * its view, or null when it is refused. Passed in by the page, so this leaf does not import the
 * article view that renders it.
 */
export type LoadNextArticle = (rootPath: string, link: string) => Promise<ReactNode>;

interface Props {
  /** The article the page was opened on (position 0). */
  root: InfScrollItem;
  /** The articles to append, in order (position n is queue[n - 1]). */
  queue: InfScrollItem[];
  siteName: string;
  load: LoadNextArticle;
  /** The root article, server-rendered. */
  children: ReactNode;
}

/** One request for an appended article: its server-rendered view, nothing (refused), or failed. */
type Appended = { item: InfScrollItem; outcome: 'rendered'; view: ReactNode } | { item: InfScrollItem; outcome: 'empty' | 'failed' };

/**
 * How close (below the viewport) the end of the last article is when the next one is requested:
 * two viewports, so that it has usually loaded while its place is still far enough below the
 * viewport to take it (farBelow).
 */
const loadAheadMargin = '0px 0px 200% 0px';

export function InfiniteScroll({ root, queue, siteName, load, children }: Props) {
  // The appended articles in order; the last may not be placed yet (rendered, hidden, out of the flow).
  const [appended, setAppended] = useState<Appended[]>([]);
  const [placedCount, setPlacedCount] = useState(0);
  const [inView, setInView] = useState(0);
  const [progress, setProgress] = useState(0);
  const feedRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const holding = placedCount < appended.length;
  const recheck = useRecheckOutOfView(sentinelRef, holding);

  // Append the next article when the end of the last one comes near; one request at a time, in order.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    const next = queue[appended.length];
    if (holding || !sentinel || !next || typeof IntersectionObserver !== 'function') return;
    const count = appended.length;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || loading.current) return;
        observer.disconnect();
        loading.current = true;
        // Known to be missing when the page rendered: skipped without a request, keeping its position.
        (next.missing ? Promise.resolve(null) : load(root.link, next.link))
          .then(
            (view): Appended => (view ? { item: next, outcome: 'rendered', view } : { item: next, outcome: 'empty' }),
            (error: unknown): Appended => {
              log('error', 'Failed to load the next infinite-scroll article', { link: next.link, error: error instanceof Error ? error.message : String(error) });
              return { item: next, outcome: 'failed' };
            },
          )
          .then((entry) => {
            loading.current = false;
            setAppended((list) => (list.length === count ? [...list, entry] : list));
          });
      },
      { rootMargin: loadAheadMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [appended.length, holding, queue, root.link, load]);

  // An article goes in only where it moves nothing the reader sees: the place for it (the continue
  // row) below the viewport (farBelow: a viewport further while the page scrolls). It first renders
  // hidden; the check is made when that render is committed, before the browser paints, so a reader
  // wheeling on while it renders cannot bring its place into view between the check and the paint
  // (placing it is a synchronous re-render). Until then it waits, hidden, and goes in when the
  // continue row is below the viewport again (useRecheckOutOfView) or when the reader asks for it
  // (Continue reading).
  useLayoutEffect(() => {
    if (!holding) return;
    const row = sentinelRef.current;
    // A refused article adds nothing to the page: the row only names the one after it.
    const addsNothing = appended.at(-1)?.outcome === 'empty';
    if (!row || addsNothing || farBelow(row)) setPlacedCount(appended.length);
  }, [holding, appended, recheck]);

  // Follow the reader: article in view (URL and title), progress bar, tracking thresholds.
  useEffect(() => {
    const feed = feedRef.current;
    if (!feed) return;
    const itemAt = (position: number) => (position === 0 ? root : queue[position - 1]!);
    const reported = new Map<number, Set<number>>();
    let current = 0;
    // The router re-renders the page's own <title> after a replaceState now and then; the article
    // in view keeps its title.
    let wantedTitle: string | null = null;
    const titleGuard = new MutationObserver(() => {
      if (wantedTitle !== null && document.title !== wantedTitle) document.title = wantedTitle;
    });
    titleGuard.observe(document.head, { subtree: true, childList: true, characterData: true });
    const views = virtualPageViews((position) => {
      const item = itemAt(position);
      track('Element Viewed', { elementType: 'article', location: 'infinite-scroll', name: item.link, text: item.title, position, variant: 'virtual-page-view' });
    });

    const articles = () => [...feed.querySelectorAll<HTMLElement>('[data-inf-position]')];
    const boxOf = (el: HTMLElement): Box => {
      const rect = el.getBoundingClientRect();
      return { top: rect.top, height: rect.height };
    };

    const updateProgress = () => {
      const el = feed.querySelector<HTMLElement>(`[data-inf-position="${current}"]`);
      if (el) setProgress(readProgress(boxOf(el), window.innerHeight) ?? 0);
    };

    const measure = () => {
      const els = articles();
      if (!els.length) return;
      const viewportHeight = window.innerHeight;
      const boxes = els.map(boxOf);
      els.forEach((el, i) => {
        const position = Number(el.dataset.infPosition);
        const done = reported.get(position) ?? new Set<number>();
        reported.set(position, done);
        for (const threshold of thresholdsToReport(readProgress(boxes[i]!, viewportHeight), done)) {
          done.add(threshold);
          const item = itemAt(position);
          track('Infinite Scroll', {
            elementType: 'article',
            location: 'infinite-scroll',
            name: item.link,
            text: item.title,
            position,
            variant: String(threshold),
          });
        }
      });
      const position = Number(els[articleInView(boxes, viewportHeight)]!.dataset.infPosition);
      if (position !== current) {
        current = position;
        const item = itemAt(position);
        if (replacePathname(item.link)) {
          wantedTitle = `${item.title} | ${siteName}`;
          document.title = wantedTitle;
        }
        setInView(position);
      }
      updateProgress();
    };

    const measureAfterScroll = debounce(measure, SCROLL_DEBOUNCE_MS);
    const onResize = debounce(measure, RESIZE_DEBOUNCE_MS);
    let frame = 0;
    const onScroll = () => {
      // The bar follows every frame; the rest waits for the scroll debounce.
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          updateProgress();
        });
      measureAfterScroll();
    };
    // The virtual page view's in-view check runs on its own 100 ms clock (spec), not on scroll.
    const stopPolling = pollInView(() => {
      const els = articles();
      return els.length ? Number(els[articleInView(els.map(boxOf), window.innerHeight)]!.dataset.infPosition) : null;
    }, views.inView);
    // New articles change the layout without a scroll.
    const mutations = new MutationObserver(onScroll);
    // Placing one always re-keys (or removes) the continue row, a child of the feed.
    mutations.observe(feed, { childList: true });
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      titleGuard.disconnect();
      mutations.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      measureAfterScroll.cancel();
      onResize.cancel();
      cancelAnimationFrame(frame);
      stopPolling();
      views.stop();
    };
  }, [queue, root, siteName]);

  const done = placedCount >= queue.length;
  const next = queue[placedCount];
  // Each article is followed by its UP NEXT list (from 768 px): what is still to come after it. A
  // list never changes or moves once rendered. The continue row after them is where the next
  // article goes, always the same height; the footer stays where it is, reachable. An article not
  // placed yet is rendered hidden (its ads and drivers see nothing in view), with no position.
  return (
    <div ref={feedRef}>
      <UpNextBar next={upNextItems(queue, inView, 'scroll-indicator')[0]} progress={progress} />
      <div data-inf-position={0}>{children}</div>
      <UpNextList items={upNextItems(queue, 0, 'list')} after={root.title} />
      {appended.map((entry, i) => {
        const placed = i < placedCount;
        if (entry.outcome === 'rendered')
          return (
            <Fragment key={entry.item.link}>
              <div data-inf-position={placed ? i + 1 : undefined} data-inf-held={placed ? undefined : ''} hidden={!placed} className={styles.appended}>
                {entry.view}
              </div>
              {placed && <UpNextList items={upNextItems(queue, i + 1, 'list')} after={entry.item.title} />}
            </Fragment>
          );
        return entry.outcome === 'failed' && placed ? (
          <p key={entry.item.link} className={styles.fallback}>
            Continue reading: <a href={entry.item.link}>{entry.item.title}</a>
          </p>
        ) : null;
      })}
      {!done && next && (
        <div key={placedCount} ref={sentinelRef} className={styles.continue} data-inf-pending="">
          <a
            href={next.link}
            className={styles.continueLink}
            onClick={(event) => {
              // Loaded and waiting: it goes in here, at the reader's request; otherwise (not loaded, or
              // failed) a plain link.
              if (!holding || appended.at(-1)?.outcome !== 'rendered') return;
              event.preventDefault();
              setPlacedCount(appended.length);
            }}
          >
            <span className={styles.continueLabel}>Continue reading</span> <span className={styles.continueTitle}>{next.title}</span>
          </a>
        </div>
      )}
    </div>
  );
}
