import { articleSeriesId } from '@/content/series';
import type { ContentIssue } from './validate';

/**
 * What stops an article from joining a content series: with isContentSeries, a contentSeries id
 * the site has no series for (`known`: the site's series ids). An error at contentSeries; import,
 * the content API and publishing refuse the article, as they do an unknown author record.
 */
export function seriesReferenceIssues(article: { site: string; isContentSeries?: unknown; contentSeries?: unknown }, known: ReadonlySet<string>): ContentIssue[] {
  const id = articleSeriesId(article);
  if (!id || known.has(id)) return [];
  return [{ path: 'contentSeries', message: `no content series "${id}" on ${article.site}: add content/${article.site}/series/${id}.json, or name an existing series` }];
}
