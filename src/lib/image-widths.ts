// Shared by next.config.ts and the image helper: plain constants, no imports.

/** Spec (article blocks 7, 9): images are requested at 2.1 times the size they are shown at. */
export const imageProxyScale = 2.1;

/** Widths (CSS px) widgets show proxied images at; each one's 2.1x width is an allowed optimizer width. */
export const widgetImageWidths = [40, 48, 64, 80, 96, 120, 140, 160, 200, 240, 300, 320, 400, 700] as const;

/** Next's default image sizes plus the 2.1x width of every widget width. */
export const optimizerImageSizes: number[] = [
  ...new Set([16, 32, 48, 64, 96, 128, 256, 384, ...widgetImageWidths.map((w) => Math.ceil(w * imageProxyScale))]),
].sort((a, b) => a - b);

/** Next's default device sizes. */
export const optimizerDeviceSizes: number[] = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];

/**
 * Remote hosts whose images go through the optimizer. Images from any other host, SVGs and GIFs
 * (vector art, animation) are served as they are (spec: "except for certain hosts").
 */
export const proxiedImageHosts: readonly string[] = [];
