import { z } from 'zod';
import { authorIdField } from './authors';
import { colorSchemes } from './color-schemes';
import { canonicalPathField, imageSrcField, linkField, requiredText, siteField, slugField } from './fields';
import { calloutIconNames } from './icon-names';
import { seriesRefKey } from './series-ref';

/**
 * Content series (spec savings §2.4, §3 "Content series"): a run of articles shown together, with
 * a colour scheme, an icon, a hub link and, when one person writes the whole series, their bio. An
 * article joins a series through its envelope (`isContentSeries`, `contentSeries`); its page then
 * shows "More in {title}" blocks mid-article and at the end (src/views/article/series/). One
 * document per series and site (docs/content.md, "Content series").
 */

/** Spec savings §9: a series block shows at most 3 articles. */
export const seriesBlockMax = 3;

/** An article of the series: its path on this site; title, thumbnail and authors override what the stored article says. */
export const seriesArticleSchema = z.strictObject({
  url: canonicalPathField.describe('The canonical path of an article of this site, like /sleep/sleep-apnea-signs.'),
  title: requiredText(200).optional().describe('Shown instead of the article\'s own title.'),
  thumbnail: imageSrcField.optional().describe('Shown instead of the article\'s hero image.'),
  authors: z
    .array(authorIdField('writer'))
    .min(1)
    .max(10)
    .optional()
    .describe('Shown instead of the article\'s own authors: ids of writers\' author records on this site.'),
});

/** The series' fields, without the rules across them (the JSON Schema extends this). */
export const seriesFieldsSchema = z.strictObject({
  documentType: z.literal('series'),
  site: siteField,
  id: slugField.describe('The series\' id, unique per site: articles join the series by naming it in contentSeries.'),
  title: requiredText(120).describe('The series\' name: the blocks say "More in {title}".'),
  color_scheme: z.enum(colorSchemes).default('teal').describe(`Colour scheme of the blocks: ${colorSchemes.join(', ')}. An article's colorScheme overrides it on that article.`),
  icon: z.enum(calloutIconNames).optional().describe(`One of our own icons, shown before the heading: ${calloutIconNames.join(', ')}.`),
  link: canonicalPathField.optional().describe('The series hub page on this site (a category or an article): the heading links to it.'),
  single_author: z.boolean().default(false).describe('true when one person writes the whole series: the end block shows their bio (author).'),
  articles: z
    .array(seriesArticleSchema)
    .min(1)
    .max(50)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((entry, i) => {
        if (seen.has(entry.url)) ctx.addIssue({ code: 'custom', path: [i, 'url'], message: `lists ${entry.url} twice` });
        seen.add(entry.url);
      });
    })
    .describe('The articles of the series, in reading order. A page shows up to 3 of the others.'),
  author: z
    .strictObject({
      id: authorIdField('writer'),
      link: linkField.optional().describe('Where the bio\'s "More about …" link goes, such as an about page.'),
    })
    .optional()
    .describe('The series\' author: name, bio and photo come from their author record. Required with single_author.'),
});

export const seriesSchema = seriesFieldsSchema.superRefine((series, ctx) => {
  if (series.single_author && !series.author) ctx.addIssue({ code: 'custom', path: ['author'], message: 'required when single_author is true: the end block shows the author\'s bio' });
});

export type SeriesDocument = z.output<typeof seriesSchema>;
export type SeriesArticle = SeriesDocument['articles'][number];

/** The field an article names its series with. */
export const seriesIdField = slugField.meta({ title: 'Content series', description: 'The id of a content series of this site (documentType "series").', [seriesRefKey]: true });

/** The author record ids a series names: its author and its articles' author overrides, each with its path (as validate.ts writes paths). */
export function seriesAuthorRefs(series: { author?: unknown; articles?: unknown }): { path: (string | number)[]; id: string }[] {
  const refs: { path: (string | number)[]; id: string }[] = [];
  const author = series.author as { id?: unknown } | undefined;
  if (author && typeof author.id === 'string') refs.push({ path: ['author', 'id'], id: author.id });
  const articles = Array.isArray(series.articles) ? (series.articles as { authors?: unknown }[]) : [];
  articles.forEach((entry, i) => {
    const ids = entry && Array.isArray(entry.authors) ? entry.authors : [];
    ids.forEach((id, j) => {
      if (typeof id === 'string') refs.push({ path: ['articles', i, 'authors', j], id });
    });
  });
  return refs;
}

/** The series an article shows: its id when the envelope says isContentSeries and names one; reads stored documents as they are. */
export function articleSeriesId(article: { isContentSeries?: unknown; contentSeries?: unknown }): string | undefined {
  return article.isContentSeries === true && typeof article.contentSeries === 'string' && article.contentSeries ? article.contentSeries : undefined;
}
