import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { SearchResults } from '@/features/search/components/SearchResults';
import { parseResultsQuery } from '@/features/search/schema';
import { searchArticles } from '@/features/search/server/search.server';
import { currentSite } from '@/lib/current-site.server';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseResultsQuery(await searchParams);
  return {
    title: query.state === 'ok' ? `Search results for “${query.term}”` : 'Search',
    // Result pages are endless and thin: keep them out of search engines, but let crawlers follow the links.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const site = await currentSite();
  const query = parseResultsQuery(await searchParams);
  const results = query.state === 'ok' ? await searchArticles(await getDb(), site.id, query.term, query.page) : null;
  return <SearchResults site={site} query={query} results={results} />;
}
