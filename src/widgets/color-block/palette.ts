import { normalizeHex, textColourOn } from '@/lib/contrast';

/**
 * Landing-page colour themes (spec: "landing-page colour theme (one value is mlpDailyDose)"):
 * the palettes of the site's marketing landing themes (MARKETING_THEMES in article-schema.ts;
 * their logos in public/logos/themes/ use the same colours): a soft band and a strong accent.
 */
export const LANDING_PAGE_COLOR_THEMES = {
  mlpDailyDose: { primary: '#fff4f2', secondary: '#b3261e' },
  mlpUnpaused: { primary: '#eef6fb', secondary: '#1f5f8b' },
  mlpThinkingAloud: { primary: '#f3effa', secondary: '#5b3b8f' },
} as const;
export type LandingPageColorTheme = keyof typeof LANDING_PAGE_COLOR_THEMES;
export const landingPageColorThemes = Object.keys(LANDING_PAGE_COLOR_THEMES) as [LandingPageColorTheme, ...LandingPageColorTheme[]];

/** Without colours or a theme: the site's light surface and brand accent (tokens.css, healthline). */
export const defaultPalette = { primary: '#f5f7f8', secondary: '#0b5c5c' } as const;

export interface BlockColours {
  background: string;
  accent: string;
  /** Black or white, whichever contrasts more with the background: always at least 4.5:1 (AA). */
  text: string;
  ratio: number;
}

/**
 * The block's colours: the editor's primary and secondary colours win, the theme fills what they
 * leave out, then the default. The text colour is never the editor's: it is chosen for contrast.
 */
export function blockColours(input: { primaryColor?: string; secondaryColor?: string; landingPageColorTheme?: LandingPageColorTheme }): BlockColours {
  const theme = input.landingPageColorTheme ? LANDING_PAGE_COLOR_THEMES[input.landingPageColorTheme] : defaultPalette;
  const background = normalizeHex(input.primaryColor ?? theme.primary);
  const accent = normalizeHex(input.secondaryColor ?? theme.secondary);
  const { colour, ratio } = textColourOn(background);
  return { background, accent, text: colour, ratio };
}
