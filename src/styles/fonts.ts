import localFont from 'next/font/local';

/*
 * The brand typefaces, self-hosted from the @fontsource-variable packages (docs/design.md):
 * Source Sans 3 for text, Source Serif 4 for headings. Only each package's latin subset is
 * loaded (one variable file per face: every weight, ~29 KB and ~51 KB); text in other scripts
 * falls through to the local fallback. font-display: optional never holds the first paint and
 * never swaps late: a face that is not there within the short block period (the preloaded files
 * normally are) is left out for that page view, so nothing can move (CLS 0, where swap left
 * ~0.005 from bold text). next/font writes a fallback face on local Arial / Times New Roman with
 * size-adjust and ascent/descent/line-gap overrides, so that page view looks the same. tokens.css adds the
 * same overrides on Liberation Sans / Serif, the metric-compatible faces Linux has, and the rest
 * of each stack (no `fallback` option here, so the stacks live in one place).
 *
 * next/font must be called with literal options, so the unicode-range (the package's latin
 * range) is repeated in each call.
 */

/** Text. Upright only: italics are a family of their own so that the first screen preloads one file. */
export const sansFont = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  preload: true,
  variable: '--font-sans-face',
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/** Italic text (em, i, cite in running text). Not preloaded: it is fetched when a page uses it. */
export const sansItalicFont = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2',
  weight: '200 900',
  style: 'italic',
  display: 'optional',
  preload: false,
  variable: '--font-sans-italic-face',
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/** Headings. */
export const serifFont = localFont({
  src: '../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  preload: true,
  variable: '--font-serif-face',
  adjustFontFallback: 'Times New Roman',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/** Class names that define the three --font-*-face variables; put them on <html>. */
export const fontVariables = [sansFont.variable, sansItalicFont.variable, serifFont.variable].join(' ');
