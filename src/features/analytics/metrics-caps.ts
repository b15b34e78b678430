/**
 * Spec (site shell 9, Analytics): the time-to-interactive metric is capped at 60000 ms, other
 * durations at 300000 ms. The client and the server both clamp, so a clock gone wrong (a tab
 * left asleep) cannot skew a histogram. Kept free of zod so the browser bundle stays small.
 */
export const timeToInteractiveMetric = 'time-to-interactive';
export const timeToInteractiveCapMs = 60_000;
export const durationCapMs = 300_000;

export function capDuration(name: string, duration: number): number {
  const cap = name === timeToInteractiveMetric ? timeToInteractiveCapMs : durationCapMs;
  if (!Number.isFinite(duration)) return 0;
  return Math.min(Math.max(0, duration), cap);
}
