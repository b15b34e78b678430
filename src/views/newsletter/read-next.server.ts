import 'server-only';
import type { ArticleSummary } from '@/content/article-summary';
import { getArticlesInCategories, getLatestArticles } from '@/content/queries.server';
import type { NewsletterList, SiteId } from '@/sites';

/** How many articles the confirmation page offers. */
export const readNextCount = 4;

/** The categories the lists cover (a list's `topics` in the site table), each once. */
export function listTopics(lists: readonly NewsletterList[]): string[] {
  return [...new Set(lists.flatMap((l) => l.topics ?? []))];
}

/**
 * What to read after confirming: the newest articles on the confirmed lists' topics, topped up
 * with the site's newest (a list about everything, or a topic with few articles). Cached reads,
 * expired when content changes.
 */
export async function readNextArticles(site: SiteId, lists: readonly NewsletterList[]): Promise<ArticleSummary[]> {
  const topics = listTopics(lists);
  const onTopic = topics.length > 0 ? await getArticlesInCategories(site, topics, readNextCount) : [];
  if (onTopic.length >= readNextCount) return onTopic;
  const seen = new Set(onTopic.map((a) => a.canonicalPath));
  const newest = (await getLatestArticles(site, readNextCount * 2)).filter((a) => !seen.has(a.canonicalPath));
  return [...onTopic, ...newest].slice(0, readNextCount);
}
