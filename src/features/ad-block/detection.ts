import { increment } from '@/features/analytics/metrics';
import { adBlockMetric, blockerFound, detectionOutcome, permissionOutcome, type AdBlockOutcome, type CheckResults, type DetectionOutcome } from './outcome';
import { permissionAnswer, setDetected, setPermitted } from './state';

export type Report = (outcome: AdBlockOutcome) => void;

/** Counts an outcome in our own metrics (the metrics client decides whether consent lets it send). */
export const reportOutcome: Report = (type) => increment(adBlockMetric, { type });

export interface Detection {
  outcome: DetectionOutcome;
  /** A blocker was found and the reader has no remembered answer: show the permission prompt. */
  ask: boolean;
}

/**
 * Runs the checks once, counts the outcome and publishes it to the ads (setDetected). When a
 * blocker was found and the reader answered before, their remembered answer is counted too
 * (reinsert: our own ads are back on this page; not-permitted: they stay off).
 */
export async function detectAdBlock(runChecks: () => Promise<CheckResults | null>, report: Report = reportOutcome): Promise<Detection> {
  const outcome = detectionOutcome(await runChecks());
  report(outcome);
  const found = blockerFound(outcome);
  setDetected(found);
  if (!found) return { outcome, ask: false };
  const answer = permissionAnswer();
  if (answer === null) return { outcome, ask: true };
  report(permissionOutcome(answer === 'permitted'));
  return { outcome, ask: false };
}

/** The reader answered the prompt: remember it, tell the ads (slots re-fill on onAdBlockChange) and count it. */
export function answerPermission(permitted: boolean, report: Report = reportOutcome): void {
  setPermitted(permitted);
  report(permissionOutcome(permitted));
}
