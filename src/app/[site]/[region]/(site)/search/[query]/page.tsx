import type { Metadata } from 'next';
import { searchSite } from '@/features/search/server/queries.server';
import { SearchResults } from '@/views/search/SearchResults';
import { parseResultsQuery } from '@/features/search/schema';
import { searchParamsFromKey } from '@/lib/page-rewrite';
import { pageContext } from '@/lib/page-key.server';

interface Props {
  params: Promise<{ site: string; region: string; query: string }>;
}

/**
 * /search?q1=&page= : proxy.ts carries the query in the path (/search/<key>), so each query's
 * page is cached like any other page, for a short time and until content changes (decision 004).
 */
export function generateStaticParams(): { query: string }[] {
  return [];
}

export const revalidate = 30;

async function load(params: Props['params']) {
  const [context, { query }] = await Promise.all([pageContext(params), params]);
  return { ...context, query: parseResultsQuery(searchParamsFromKey(decodeURIComponent(query))) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { query } = await load(params);
  return {
    title: query.state === 'ok' ? `Search results for “${query.term}”` : 'Search',
    // Result pages are endless and thin: keep them out of search engines, but let crawlers follow the links.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params }: Props) {
  const { siteConfig: site, query } = await load(params);
  const results = query.state === 'ok' ? await searchSite(site.id, query.term, query.page) : null;
  return <SearchResults site={site} query={query} results={results} />;
}
