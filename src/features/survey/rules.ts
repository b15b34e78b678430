/** The satisfaction survey's constants and pure rules (spec: site shell 9, Privacy and survey). */

/** Spec: the survey cookie lasts 7 days. Set when the prompt shows, so a reader sees it at most once a week. */
export const surveyCookieName = 'hl_survey';
export const surveyCookieMaxAgeSeconds = 7 * 24 * 60 * 60;
export const surveyQuestion = 'How satisfied are you with this page?';
export const surveyCommentMaxLength = 500;
export const surveyScores = [1, 2, 3, 4, 5] as const;
export const scoreLabels: Record<(typeof surveyScores)[number], string> = {
  1: 'Very dissatisfied',
  2: 'Dissatisfied',
  3: 'Neutral',
  4: 'Satisfied',
  5: 'Very satisfied',
};
/** The prompt shows once the reader has scrolled through half of the article. */
export const surveyReadShare = 0.5;

/** Sampling: percent is 0..100 (spec default 100); random is a number in [0, 1). */
export function inSample(percent: number, random: number): boolean {
  return random * 100 < percent;
}

/** The share of an element that has come above the bottom of the viewport (0 before its top enters, 1 at its end). */
export function readShare(top: number, height: number, viewportHeight: number): number {
  if (height <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - top) / height));
}

