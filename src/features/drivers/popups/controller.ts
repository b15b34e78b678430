import type { ResponseDriver } from '../api-schema';
import { pageMeta, placementSnapshot, rememberedDrivers, requestPlacement, subscribeDrivers } from '../client/drivers-store';
import { whenEngaged, whenInView } from './engagement';
import { whenPopupClear } from './guard';
import { markPopupShown, pagePopupFor, popupAllowed, popupDriverUsable, recordPageView, type PopupPlacement } from './rules';

export interface PopupToShow {
  placement: PopupPlacement;
  contentIndex: number;
  driver: ResponseDriver;
}

/** The second article of an infinite-scroll page (content index 1). */
export const secondArticleSelector = '[data-inf-position="1"]';

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

/** Runs `run` once both have happened: the reader's trigger and the driver's arrival. */
function whenBoth(trigger: (go: () => void) => Cancel, contentIndex: number, placement: PopupPlacement, run: (driver: ResponseDriver) => void): Cancel {
  let triggered = false;
  let driver: ResponseDriver | undefined;
  const maybe = () => {
    if (triggered && driver) run(driver);
  };
  const stopTrigger = trigger(() => {
    triggered = true;
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

  const offer = (forPath: string, placement: PopupPlacement, contentIndex: number, driver: ResponseDriver) => {
    if (shownThisPage || path !== forPath || !popupAllowed(placement)) return;
    cancels.push(
      whenPopupClear(() => {
        if (shownThisPage || path !== forPath || !popupAllowed(placement)) return;
        shownThisPage = true;
        markPopupShown(placement);
        show({ placement, contentIndex, driver });
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
      cancels.push(whenBoth((go) => whenEngaged(go, { doc }), 0, own, (driver) => offer(forPath, own, 0, driver)));
    }
    if (popupAllowed('2ndPagePopup')) {
      // The second article of an infinite-scroll page: asked for once that article registers (content index 1).
      requestPlacement(1, '2ndPagePopup');
      cancels.push(whenBoth((go) => whenInView(secondArticleSelector, go, doc), 1, '2ndPagePopup', (driver) => offer(forPath, '2ndPagePopup', 1, driver)));
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
