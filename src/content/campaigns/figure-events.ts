import type { CampaignDocument } from './schema';

/**
 * The events a campaign's figures are counted from (/ops/campaigns, the daily rollup, the archive).
 * Every driver event has element type 'driver', `name` = the campaign's _uuid and `variant` = the
 * A/B variant the reader got (src/features/drivers/events.ts sends them).
 *
 * - a view: `Element Viewed` (once per card);
 * - a click: `Element Clicked` with actionOutcome 'click' or 'contextmenu' (a dismissal, a submit or
 *   a conversion is no click);
 * - a conversion: a driver event whose actionOutcome is one of `conversionOutcomes`: a newsletter
 *   driver's successful sign-up ('signup', `Form Submitted`), a download driver's link used
 *   ('download', `Element Clicked`), a quiz driver's answer submitted ('quiz_completion',
 *   `Form Submitted`). A card view counts at most one conversion of each kind.
 *
 * The drivers' browser code reads this file too (src/features/drivers/events.ts): it imports
 * nothing at run time, so the campaign schema stays out of the page's scripts.
 */
export const driverElementType = 'driver';
export const impressionEvent = 'Element Viewed';
export const clickEvent = 'Element Clicked';
export const formSubmittedEvent = 'Form Submitted';
export const clickOutcomes = ['click', 'contextmenu'] as const;

export const conversionKinds = ['signups', 'downloads', 'quizCompletions'] as const;
export type ConversionKind = (typeof conversionKinds)[number];

/** The column heading of each kind of conversion, wherever a campaign's figures are shown (/ops/campaigns, the newsroom). */
export const conversionLabels: Record<ConversionKind, string> = { signups: 'Sign-ups', downloads: 'Downloads', quizCompletions: 'Quiz completions' };

/** The actionOutcome of each kind of conversion. */
export const conversionOutcomes = { signups: 'signup', downloads: 'download', quizCompletions: 'quiz_completion' } as const satisfies Record<ConversionKind, string>;
export type ConversionOutcome = (typeof conversionOutcomes)[ConversionKind];

/** The conversion a driver type leads to, if any: a newsletter sign-up, a download, a completed quiz. */
export function conversionKindOf(driverType: CampaignDocument['driverType'] | undefined | null): ConversionKind | null {
  if (driverType === 'newsletter') return 'signups';
  if (driverType === 'download') return 'downloads';
  if (driverType === 'quiz') return 'quizCompletions';
  return null;
}

/** What is counted per campaign and variant. */
export interface FigureCounts {
  views: number;
  clicks: number;
  signups: number;
  downloads: number;
  quizCompletions: number;
}

export const noFigures: FigureCounts = { views: 0, clicks: 0, signups: 0, downloads: 0, quizCompletions: 0 };

export function addFigures(a: FigureCounts, b: FigureCounts): FigureCounts {
  return {
    views: a.views + b.views,
    clicks: a.clicks + b.clicks,
    signups: a.signups + b.signups,
    downloads: a.downloads + b.downloads,
    quizCompletions: a.quizCompletions + b.quizCompletions,
  };
}
