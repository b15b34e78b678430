/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The two text colours a coloured box (call-out brand colour, colour block) may use. Only black and white together guarantee AA
 * on every background (the worst case is about 4.58:1); the site's softer #1c1f23 would fall to
 * about 4.07:1 on a mid grey.
 */
export const darkText = '#000000';
export const lightText = '#ffffff';

/** WCAG AA for normal text. */
export const aaContrast = 4.5;

/**
 * The text colour for a box filled with `background`: whichever of black and white text contrasts
 * more with it, so the ratio is always at least 4.5:1 whatever colour an editor picks.
 */
export function textColourOn(background: string): { colour: string; ratio: number } {
  const dark = contrastRatio(background, darkText);
  const light = contrastRatio(background, lightText);
  return dark >= light ? { colour: darkText, ratio: dark } : { colour: lightText, ratio: light };
}

/** #abc becomes #aabbcc; the schema accepts both and stores the long form. */
export function normalizeHex(hex: string): string {
  const value = hex.trim().toLowerCase();
  return value.length === 4 ? `#${value[1]}${value[1]}${value[2]}${value[2]}${value[3]}${value[3]}` : value;
}
