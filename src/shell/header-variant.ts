import type { MarketingTheme } from '@/content/article-schema';
import { templateTraits, type PageTemplate } from '@/content/page-templates';

/** Which header a page gets: the standard one (logo, navigation, tools) or the simplified one (a logo only). */
export type HeaderVariant = { kind: 'standard'; isHome: boolean; isArticle?: boolean } | { kind: 'simplified'; theme?: MarketingTheme };

/** The page template's header trait (src/content/page-templates.ts; spec: paid-media, transactional, editorial paid-media and marketing landing pages get the simplified header). */
export function headerVariant(page: { pageTemplate: PageTemplate; theme?: MarketingTheme } | null, isHome = false): HeaderVariant {
  const traits = page && templateTraits(page.pageTemplate);
  // On an article the header keeps the phone's first screen for reading (no guides bar below 768px).
  if (traits?.header === 'article') return { kind: 'standard', isHome, isArticle: true };
  if (!page || traits?.header !== 'simplified') return { kind: 'standard', isHome };
  return traits.themed && page.theme ? { kind: 'simplified', theme: page.theme } : { kind: 'simplified' };
}

/** The themed logo images of marketing landing pages, one for desktop (>= 768px) and one for mobile. */
export function themedLogo(theme: MarketingTheme): { desktop: string; mobile: string } {
  return { desktop: `/logos/themes/${theme}-desktop.svg`, mobile: `/logos/themes/${theme}-mobile.svg` };
}

export const THEME_NAMES: Record<MarketingTheme, string> = {
  'daily-dose': 'Daily Dose',
  unpaused: 'Unpaused',
  'thinking-aloud': 'Thinking Aloud',
};
