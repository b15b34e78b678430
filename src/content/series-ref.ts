/**
 * The JSON Schema annotation on the field that names a content series by id (an article's
 * contentSeries, src/content/series.ts); the newsroom's forms offer the site's series there. Its
 * own module, so the browser's editor reads it without the schemas.
 */
export const seriesRefKey = 'x-content-series';
