import { loadScript } from '@/features/errors/load-script';
import type { CheckResults } from './outcome';

/**
 * The three bait checks, all first-party: nothing leaves our own origin. Paths and names are the
 * ones filter lists target (EasyList: "/ads.js", "/ads/banner", "##.adsbox", "###ad-banner").
 */
export const baitScriptPath = '/ads.js';
export const baitScriptFlag = '__wellreadAdsScriptRan';
export const baitRequestPath = '/ads/banner.gif';
export const baitElementId = 'ad-banner';
export const baitElementClass = 'adsbox ad-banner pub_300x250 pub_728x90 text-ad textAd text_ad';
/** The checks must all finish within this time, else the outcome is no-response. */
export const checkTimeoutMs = 2000;

type FlaggedWindow = Window & { [baitScriptFlag]?: boolean };

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Adds the bait element off screen (no layout shift, hidden from assistive technology) and checks it a frame later. */
export async function checkBaitElement(): Promise<boolean> {
  const bait = document.createElement('div');
  bait.id = baitElementId;
  bait.className = baitElementClass;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-10000px;top:0;width:1px;height:1px;overflow:hidden;pointer-events:none';
  bait.textContent = '\u00a0';
  document.body.appendChild(bait);
  await nextFrame();
  const style = bait.isConnected ? getComputedStyle(bait) : null;
  const shown =
    style !== null && style.display !== 'none' && style.visibility !== 'hidden' && bait.offsetParent !== null && bait.offsetHeight > 0 && bait.offsetWidth > 0;
  bait.remove();
  return shown;
}

/** Loads the bait script; it got through when it loaded and ran (it sets a window flag). */
export function checkBaitScript(): Promise<boolean> {
  const flagged = window as FlaggedWindow;
  delete flagged[baitScriptFlag];
  // A blocked bait is the answer sought, not a fault: it is not reported.
  return loadScript(baitScriptPath, { report: false }).then(
    (script) => {
      script.remove();
      return flagged[baitScriptFlag] === true;
    },
    () => false,
  );
}

/** Fetches the bait URL; a network error (a blocker refusing it) or an error status means it did not get through. */
export async function checkBaitRequest(): Promise<boolean> {
  try {
    const response = await fetch(baitRequestPath, { cache: 'no-store', credentials: 'omit' });
    return response.ok;
  } catch {
    return false;
  }
}

/** Runs the checks side by side; null when they did not all finish within timeoutMs. */
export function runChecks(timeoutMs: number = checkTimeoutMs): Promise<CheckResults | null> {
  const all = Promise.all([checkBaitElement(), checkBaitScript(), checkBaitRequest()]);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    void all.then(([element, script, request]) => {
      clearTimeout(timer);
      resolve({ element, script, request });
    });
  });
}
