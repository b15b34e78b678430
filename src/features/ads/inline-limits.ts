import type { ArticleDocument } from '@/content/article-schema';
import { breakpointAt } from './positions';
import type { AdPosition } from './sizes';

/** Spec (Ads): inline maximums per page, lower on CPUV pages. */
export const inlineAdLimits = {
  standard: { mediumRectangle: 5, leaderboard: 3 },
  cpuv: { mediumRectangle: 3, leaderboard: 2 },
} as const;

export type InlineKind = keyof (typeof inlineAdLimits)['standard'];
export type InlineLimits = Record<InlineKind, number>;

/** Spec: the inline ad on breakpoint 0 (below 768 px) is a medium rectangle, otherwise a leaderboard. */
export function inlineKindAt(width: number): InlineKind {
  return breakpointAt(width) === 'base' ? 'mediumRectangle' : 'leaderboard';
}

/**
 * A CPUV page (sponsored content sold per unique visitor) carries fewer inline ads: a sponsored
 * article, or one whose targeting.kmeta lists "cpuv".
 */
export function isCpuvPage(article: Pick<ArticleDocument, 'isSponsoredArticle' | 'targeting'>): boolean {
  return article.isSponsoredArticle || article.targeting.kmeta.some((k) => k.toLowerCase() === 'cpuv');
}

export function inlineLimitsFor(cpuv: boolean): InlineLimits {
  return cpuv ? inlineAdLimits.cpuv : inlineAdLimits.standard;
}

/** The kinds the inline slot with this 1-based ordinal on the page may show; none: the slot is left out. */
export function inlineKindsFor(ordinal: number, limits: InlineLimits): { mediumRectangle: boolean; leaderboard: boolean } {
  return { mediumRectangle: ordinal <= limits.mediumRectangle, leaderboard: ordinal <= limits.leaderboard };
}

/** The positions of an inline slot: MMR1 then MMR2 on mobile, DLB2 from tablet up; only the kinds within the limits. */
export function inlinePositions(ordinal: number, limits: InlineLimits): AdPosition[] {
  const kinds = inlineKindsFor(ordinal, limits);
  return [...(kinds.mediumRectangle ? [ordinal === 1 ? ('MMR1' as const) : ('MMR2' as const)] : []), ...(kinds.leaderboard ? ['DLB2' as const] : [])];
}
