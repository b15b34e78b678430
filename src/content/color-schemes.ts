/**
 * The content-series colour schemes (spec savings §3 `color_scheme`): a background and text pair
 * each, at AA contrast or better (unit-tested). The call-out widget's series box, the series
 * document and an article's `colorScheme` all pick from these.
 */
export const schemeColours = {
  teal: { background: '#d9efec', text: '#0a3d3a' },
  plum: { background: '#efe6f4', text: '#3e1f4f' },
  sand: { background: '#f6ecd9', text: '#4a3208' },
  sky: { background: '#e1eef9', text: '#0f3557' },
} as const;

export const colorSchemes = ['teal', 'plum', 'sand', 'sky'] as const satisfies readonly (keyof typeof schemeColours)[];
export type ColorScheme = (typeof colorSchemes)[number];

export const isColorScheme = (value: unknown): value is ColorScheme => typeof value === 'string' && (colorSchemes as readonly string[]).includes(value);
