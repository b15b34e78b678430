import { chains, type ChainDef } from './chains';

/**
 * Logo tiles for the demo chains: the chain's initials on a colour. Deliberately not the chains'
 * real logos. Written to public/pharmacy-logos by write-logos.ts; a test keeps the files in step.
 */

export const logoDir = 'public/pharmacy-logos';
export const logoUrl = (slug: string) => `/pharmacy-logos/${slug}.svg`;

function tile(text: string, background: string, foreground: string): string {
  const size = text.length > 2 ? 28 : 36;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="16" fill="${background}"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${foreground}">${text}</text>` +
    `</svg>\n`
  );
}

export function chainLogoSvg(chain: Pick<ChainDef, 'initials' | 'colour'>): string {
  return tile(chain.initials, chain.colour, '#ffffff');
}

/** The image shown when a retailer has no logo. */
export const fallbackLogoSvg = tile('Rx', '#e8e8e8', '#404040');

/** Every file of public/pharmacy-logos: name → SVG text. */
export function logoFiles(): Record<string, string> {
  const files: Record<string, string> = { 'fallback.svg': fallbackLogoSvg };
  for (const chain of chains) if (chain.slug) files[`${chain.slug}.svg`] = chainLogoSvg(chain);
  return files;
}
