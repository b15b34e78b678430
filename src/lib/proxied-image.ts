import { imageProxyScale, optimizerDeviceSizes, optimizerImageSizes, proxiedImageHosts } from './image-widths';

const allowedWidths = [...optimizerImageSizes, ...optimizerDeviceSizes].sort((a, b) => a - b);

/** The smallest width the optimizer allows that is at least 2.1 times the shown width. */
export function proxyWidth(shownWidth: number): number {
  const wanted = Math.ceil(shownWidth * imageProxyScale);
  return allowedWidths.find((w) => w >= wanted) ?? allowedWidths.at(-1)!;
}

/** Whether an image goes through the optimizer: our own raster images and the listed hosts; not SVGs or GIFs. */
export function isProxied(src: string): boolean {
  const path = src.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.svg') || path.endsWith('.gif')) return false;
  if (/^\/(?!\/)/.test(src)) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && proxiedImageHosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * The address to load an image from when it is shown `shownWidth` CSS px wide: through Next's
 * image optimizer at 2.1 times that width, or as it is for images the optimizer does not take.
 */
export function proxiedImageSrc(src: string, shownWidth: number, quality = 75): string {
  if (!isProxied(src)) return src;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${proxyWidth(shownWidth)}&q=${quality}`;
}
