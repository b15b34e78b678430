/**
 * Spec (article blocks 9): "Scorecard explanation: editors and testers score criteria and the
 * average gives the overall score." Shown in every card, under the bars.
 */
export const scorecardExplanation =
  'Our editors and testers score each criterion out of 5, and the overall score is the average of those scores.';

/** Spec: the section title of the pros and cons accordion (as on product cards). */
export const prosConsTitle = 'Pros & Cons';

/** Spec (article blocks 5): the pros and cons section shows only if either list is non-empty. */
export function showsProsCons(pros: readonly string[], cons: readonly string[]): boolean {
  return pros.length > 0 || cons.length > 0;
}
