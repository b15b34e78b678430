import { aaContrast, contrastRatio, normalizeHex, textColourOn } from '@/lib/contrast';

const hex = /^#[0-9a-f]{6}$/;

export interface BarColours {
  background: string;
  color: string;
}

/**
 * The announcement bar's colours from the campaign (backgroundColor, textColor). The editor's pair
 * is used when it meets WCAG AA (4.5:1); otherwise the text falls back to black or white, whichever
 * contrasts more with the background. Without a background the site's own colours apply (null).
 */
export function barColours(backgroundColor: string | undefined, textColor: string | undefined): BarColours | null {
  const background = backgroundColor ? normalizeHex(backgroundColor) : undefined;
  if (!background || !hex.test(background)) return null;
  const text = textColor ? normalizeHex(textColor) : undefined;
  if (text && hex.test(text) && contrastRatio(background, text) >= aaContrast) return { background, color: text };
  return { background, color: textColourOn(background).colour };
}
