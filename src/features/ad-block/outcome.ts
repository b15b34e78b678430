/**
 * Ad-blocker outcomes, counted as increment('adblock', { type }) (spec error catalogue: no-response,
 * reinsert, not-permitted, no-blocker, js, http). Detection gives one of the first four on every
 * page load; when a blocker was found, the reader's answer gives one of the last two.
 */
export const detectionOutcomes = ['no-blocker', 'js', 'http', 'no-response'] as const;
export const permissionOutcomes = ['reinsert', 'not-permitted'] as const;
export type DetectionOutcome = (typeof detectionOutcomes)[number];
export type PermissionOutcome = (typeof permissionOutcomes)[number];
export type AdBlockOutcome = DetectionOutcome | PermissionOutcome;

export const adBlockMetric = 'adblock';

/** What each bait check saw: true when the bait got through untouched. */
export interface CheckResults {
  /** The bait element (class names cosmetic filter lists hide) stayed in the page with a size. */
  element: boolean;
  /** The bait script /ads.js loaded and ran (it sets a window flag). */
  script: boolean;
  /** The bait request /ads/banner.gif answered with a 2xx status. */
  request: boolean;
}

/**
 * One outcome per page load, so every cause is counted once:
 * - no-response: the checks did not all finish within the timeout (null results);
 * - http: a network filter refused the bait request (failed, or answered with an error status);
 * - js: the request got through, but the bait script did not run or the bait element was hidden
 *   or removed (a script filter or a cosmetic filter, seen only by our JavaScript);
 * - no-blocker: every bait got through.
 */
export function detectionOutcome(results: CheckResults | null): DetectionOutcome {
  if (results === null) return 'no-response';
  if (!results.request) return 'http';
  if (!results.script || !results.element) return 'js';
  return 'no-blocker';
}

export function blockerFound(outcome: DetectionOutcome): boolean {
  return outcome === 'js' || outcome === 'http';
}

export function permissionOutcome(permitted: boolean): PermissionOutcome {
  return permitted ? 'reinsert' : 'not-permitted';
}
