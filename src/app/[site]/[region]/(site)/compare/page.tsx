import type { Metadata } from 'next';
import { cache } from 'react';
import { CompareProblemView, CompareView, compareTitle } from '@/views/compare/CompareView';
import { loadComparison } from '@/views/compare/compare-page.server';
import { parseCompareParams } from '@/views/compare/params';
import { linkScopeFor, provideLinkScope } from '@/features/links/scope';
import type { SiteId } from '@/sites';
import { pageContext } from '@/lib/page-key.server';
import { siteOrigin } from '@/lib/site-origin';

interface Props {
  params: Promise<{ site: string; region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

type Query = Awaited<Props['searchParams']>;

/** Loaded once per request for the metadata and the page (keyed by the query, as JSON). */
const loadFor = cache(async (site: SiteId, query: string) => loadComparison(site, parseCompareParams(JSON.parse(query) as Query)));
const load = async (site: SiteId, query: Query) => loadFor(site, JSON.stringify({ article: query.article, products: query.products }));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const comparison = await load((await pageContext(params)).site, await searchParams);
  return {
    title: comparison.state === 'ok' ? compareTitle(...comparison.products) : 'Compare products',
    // A comparison is a view of an article's products, not a page of its own.
    robots: { index: false, follow: true },
  };
}

/**
 * /compare?article=<canonicalPath>&products=<id>,<id>. A link that cannot be shown (bad or missing
 * parameters, an unknown article or product) gets a message page with a way back, not a 404 or 500.
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const { site } = await pageContext(params);
  const comparison = await load(site, await searchParams);
  if (comparison.state !== 'ok') return <CompareProblemView problem={comparison.problem} article={comparison.article} />;
  provideLinkScope(linkScopeFor(site, new URL(siteOrigin(site)).host));
  return <CompareView article={comparison.article} products={comparison.products} />;
}
