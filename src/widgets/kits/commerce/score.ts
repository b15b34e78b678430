/** Spec (article blocks 5, 9): scores are out of 5; the default headline score is 4.5. */
export const scoreOutOf = 5;
export const defaultScore = 4.5;
export const overallCriterion = 'Overall';

export interface ScoreCriterion {
  scoreCriteriaName: string;
  scoreCriteriaValue: number;
}

function isOverall(c: ScoreCriterion): boolean {
  return c.scoreCriteriaName.trim().toLowerCase() === overallCriterion.toLowerCase();
}

/** The headline score: the "Overall" criterion, else the rating, else 4.5. */
export function headlineScore(criteria: readonly ScoreCriterion[], rating?: number): number {
  return criteria.find(isOverall)?.scoreCriteriaValue ?? rating ?? defaultScore;
}

/** The criteria shown as bars: every one except "Overall". */
export function scoreBars(criteria: readonly ScoreCriterion[]): ScoreCriterion[] {
  return criteria.filter((c) => !isOverall(c));
}

/** Bar width: the score divided by 5, as a percent (clamped to 0–100). */
export function barWidthPercent(score: number): number {
  return Math.min(100, Math.max(0, (score / scoreOutOf) * 100));
}

/** A score as shown: one decimal ("4.5", "5.0"). */
export function formatScore(score: number): string {
  return score.toFixed(1);
}
