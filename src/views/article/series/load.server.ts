import 'server-only';
import type { ArticleDocument } from '@/content/article-schema';
import { getArticle, getAuthors, getSeries } from '@/content/queries.server';
import { articleSeriesId, seriesBlockMax, type SeriesArticle } from '@/content/series';
import { logOnce } from '@/lib/log';
import { otherEntries, promoAuthorIds, seriesPromoModel, type SeriesPromoData } from './promo-model';

/**
 * What an article that belongs to a content series shows of it, null for any other article.
 * Every read is cached and tagged (the series, each listed article, each author record), so a
 * change to any of them renews the page, and the page is the same for every reader. The entries
 * are read in series order, 3 at a time, until 3 published ones are found. A series the site does
 * not have (publishing refuses such an article, so only content stored before can name one) or a
 * read that fails gives the notice, never an error page.
 */
export async function loadSeriesPromo(article: ArticleDocument): Promise<SeriesPromoData | null> {
  const id = articleSeriesId(article);
  if (!id) return null;
  const where = { site: article.site, path: article.canonicalPath, series: id };
  try {
    const series = await getSeries(article.site, id);
    if (!series) {
      logOnce(`series-missing:${article.site}:${article.canonicalPath}`, 'warn', 'the article names a content series the site does not have: it shows the resource-unavailable notice', where);
      return { kind: 'unavailable' };
    }
    const others = otherEntries(series, article.canonicalPath);
    const listed: { entry: SeriesArticle; article: ArticleDocument }[] = [];
    for (let start = 0; start < others.length && listed.length < seriesBlockMax; start += seriesBlockMax) {
      const batch = others.slice(start, start + seriesBlockMax);
      const found = await Promise.all(batch.map((entry) => getArticle(article.site, entry.url)));
      batch.forEach((entry, i) => {
        const stored = found[i];
        if (stored) listed.push({ entry, article: stored });
      });
    }
    const shown = listed.slice(0, seriesBlockMax);
    const records = await getAuthors(article.site, promoAuthorIds(series, shown));
    return { kind: 'series', promo: seriesPromoModel(article, series, shown, new Map(records.map((record) => [record.id, record]))) };
  } catch (error) {
    logOnce(`series-failed:${article.site}:${article.canonicalPath}`, 'error', 'the content series could not be read: the article shows the resource-unavailable notice', { ...where, error: String(error) });
    return { kind: 'unavailable' };
  }
}
