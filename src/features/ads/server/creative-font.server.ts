import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** The site's text face, Source Sans 3, the same latin file src/styles/fonts.ts serves to pages. */
export const creativeFontFile = 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';

let cached: string | undefined;

/**
 * The face as a data: URL for a creative's @font-face. A creative is an SVG shown through <img>,
 * and an image may not load anything else, so the font file goes inside it (SIL Open Font
 * License, which allows embedding). Read from the project's directory, where `npm run content --
 * seed` runs.
 */
export function creativeFontDataUrl(root = process.cwd()): string {
  cached ??= `data:font/woff2;base64,${fs.readFileSync(path.join(root, creativeFontFile)).toString('base64')}`;
  return cached;
}
