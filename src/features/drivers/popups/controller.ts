import type { ResponseDriver } from '../api-schema';
import { pageMeta, placementSnapshot, rememberedDrivers, requestPlacement, subscribeDrivers } from '../client/drivers-store';
import { pageCalm, chromeCalm } from '@/features/reader-chrome/store';
import { articleEndSelector, whenLeavingOrFinished, type PopupMoment } from './engagement';
import { whenPopupClear } from './guard';
import { markPopupShown, pagePopupFor, popupAllowed, popupDriverUsable, recordPageView, type PopupPlacement } from './rules';

export interface PopupToShow {
  placement: PopupPlacement;
  contentIndex: number;
  driver: ResponseDriver;
  /** What the reader was doing: leaving, or finished an article (the popup's words follow it). */
  moment: PopupMoment;
}

/** The end of the page's own article (the first in the page), and of the second article of an infinite-scroll page (content index 1). */
export const pageArticleEnd = `main ${articleEndSelector}`;
export const secondArticleEnd = `[data-inf-position="1"] ${articleEndSelector}`;

type Cancel = () => void;

/**
 * Runs `run` with the placement's driver once the drivers call has answered with one that may show
 * (a 2ndPagePopup newsletter driver without lists is logged and never shows). The 2ndPagePopup
 * takes the driver remembered for its content index (spec site shell 7).
 */
function whenDriver(contentIndex: number, placement: PopupPlacement, run: (driver: ResponseDriver) => void): Cancel {
  let done = false;
  const check = () => {
    if (done) return;
    const snapshot = placementSnapshot(contentIndex, placement);
    if (snapshot.state === 'not_found' || snapshot.state === 'error') return stop();
    const driver = (placement === '2ndPagePopup' ? rememberedDrivers(contentIndex)[placement] : undefined) ?? snapshot.driver;
    if (!driver) return;
    stop();
    if (popupDriverUsable(placement, driver)) run(driver);
  };
  const unsubscribe = subscribeDrivers(check);
  function stop() {
    done = true;
    unsubscribe();
  }
  check();
  return stop;
}

/** Runs `run` once both have happened: the reader's moment and the driver's arrival. */
function whenBoth(trigger: (go: (moment: PopupMoment) => void) => Cancel, contentIndex: number, placement: PopupPlacement, run: (driver: ResponseDriver, moment: PopupMoment) => void): Cancel {
  let moment: PopupMoment | undefined;
  let driver: ResponseDriver | undefined;
  const maybe = () => {
    if (moment && driver) run(driver, moment);
  };
  const stopTrigger = trigger((m) => {
    moment = m;
    maybe();
  });
  const stopDriver = whenDriver(contentIndex, placement, (d) => {
    driver = d;
    maybe();
  });
  return () => {
    stopTrigger();
    stopDriver();
  };
}

/**
 * Watches the page views of this tab (each page registers its meta with the drivers store) and
 * hands a popup to `show` when its rules say so (rules.ts). Returns the stop function.
 */
export function startDriverPopups(show: (popup: PopupToShow) => void, doc: Document = document): Cancel {
  let path: string | undefined;
  let cancels: Cancel[] = [];
  let shownThisPage = false;

  const cancelAll = () => {
    for (const cancel of cancels) cancel();
    cancels = [];
  };

  // A calm page (urgent advice, crisis, self-check, marked sensitive) has no popup; nor does the
  // moment a calm appended article is on screen.
  const offer = (forPath: string, placement: PopupPlacement, contentIndex: number, driver: ResponseDriver, moment: PopupMoment) => {
    if (shownThisPage || path !== forPath || !popupAllowed(placement) || chromeCalm()) return;
    cancels.push(
      whenPopupClear(() => {
        if (shownThisPage || path !== forPath || !popupAllowed(placement) || pageCalm()) return;
        shownThisPage = true;
        markPopupShown(placement);
        show({ placement, contentIndex, driver, moment });
      }, doc),
    );
  };

  const startPage = (forPath: string) => {
    cancelAll();
    shownThisPage = false;
    const pageView = recordPageView();
    const own = pagePopupFor(pageView);
    if (own && popupAllowed(own)) {
      requestPlacement(0, own);
      cancels.push(whenBoth((go) => whenLeavingOrFinished(pageArticleEnd, go, doc), 0, own, (driver, moment) => offer(forPath, own, 0, driver, moment)));
    }
    if (popupAllowed('2ndPagePopup')) {
      // The second article of an infinite-scroll page: asked for once that article registers (content
      // index 1), shown when the reader leaves or finishes that article.
      requestPlacement(1, '2ndPagePopup');
      cancels.push(whenBoth((go) => whenLeavingOrFinished(secondArticleEnd, go, doc), 1, '2ndPagePopup', (driver, moment) => offer(forPath, '2ndPagePopup', 1, driver, moment)));
    }
  };

  const onStore = () => {
    const current = pageMeta(0)?.canonicalPath;
    // Between two pages of a client navigation no page is registered: nothing changes until the next one is.
    if (current === undefined || current === path) return;
    path = current;
    startPage(current);
  };
  const unsubscribe = subscribeDrivers(onStore);
  onStore();
  return () => {
    unsubscribe();
    cancelAll();
  };
}
