import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache, Suspense } from 'react';
import { getArticle, getArticlesInCategories, getCategories, getCategoryByPath, getRedirect } from '@/content/queries.server';
import { ArticleView } from '@/views/article/ArticleView';
import { loadInfScrollArticle } from '@/views/article/infinite-scroll/actions';
import { CategoryView } from '@/views/category/CategoryView';
import { NotFoundView } from '@/views/not-found/NotFoundView';
import { resolvePath } from '@/content/resolve-path';
import { pathAliasTarget } from '@/content/path-aliases';
import { DrugTemplateView } from '@/views/drug-template/DrugTemplateView';
import { drugTemplateDescription, drugTemplateTitle } from '@/views/drug-template/texts';
import { drugTemplatePath } from '@/features/savings/template-path';
import { templateDrug } from '@/features/savings/server/template.server';
import { absoluteUrl } from '@/lib/current-site.server';
import type { SiteId } from '@/sites';
import { pageContext } from '@/lib/page-key.server';
import { siteOrigin } from '@/lib/site-origin';

interface Props {
  params: Promise<{ site: string; region: string; path: string[] }>;
}

/** Article, category and drug template pages render on first request and are then served from the cache (decision 004). */
export function generateStaticParams(): { path: string[] }[] {
  return [];
}

/** What a path shows, the same for every region class; cached per render so the metadata and the page resolve it once. */
const resolve = cache(async (site: SiteId, joinedSegments: string) => {
  const path = resolvePath(joinedSegments.split('/'));
  if (!path) return null;
  const article = await getArticle(site, path);
  if (article) return { kind: 'article' as const, article };
  const category = await getCategoryByPath(site, path);
  if (category) return { kind: 'category' as const, category };
  const drug = await templateDrug(site, path);
  if (drug) return { kind: 'drug' as const, drug };
  // An article whose canonicalPath changed answers at its old path with a permanent redirect (decision 017).
  // So does another path the spec lists for a page (/product-selection-process).
  const movedTo = (await getRedirect(site, path)) ?? pathAliasTarget(path);
  if (movedTo) return { kind: 'moved' as const, to: movedTo };
  return null;
});

async function load(params: Props['params']) {
  const context = await pageContext(params);
  const { path } = await params;
  return { ...context, page: await resolve(context.site, path.join('/')) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, region, page } = await load(params);
  if (!page) return { title: 'Page not found', robots: { index: false } };
  if (page.kind === 'moved') permanentRedirect(page.to);
  const origin = siteOrigin(site);
  if (page.kind === 'drug') {
    const title = drugTemplateTitle(page.drug, region);
    return { title, description: drugTemplateDescription(page.drug, region), alternates: { canonical: `${origin}${drugTemplatePath(page.drug.drugSlug)}` }, openGraph: { type: 'website', title } };
  }
  const doc = page.kind === 'article' ? page.article : page.category;
  const description = page.kind === 'article' ? (page.article.cesData.metaDescription ?? doc.description) : doc.description;
  const url = `${origin}${doc.canonicalPath}`;
  return {
    title: doc.title,
    description,
    alternates: { canonical: url },
    // Test and demo pages (noindex) stay out of search engines, as they stay out of the sitemap and the site search.
    ...(page.kind === 'article' && page.article.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: page.kind === 'article' && page.article.isArticle ? 'article' : 'website',
      title: doc.title,
      description,
      url,
      ...(page.kind === 'article' && page.article.heroImage ? { images: [{ url: absoluteUrl(origin, page.article.heroImage.src), alt: page.article.heroImage.alt }] } : {}),
    },
  };
}

/** Throws Next's 404 signal from inside a Suspense boundary (see NotFoundPage). */
async function NotFoundSignal(): Promise<never> {
  notFound();
}

/**
 * A path with nothing to show. notFound() thrown in the page itself reaches the top of the HTML
 * render, and Next then sends its error shell, <html id="__next_error__"> without lang or
 * content, and draws the not-found page only once scripts run (vercel/next.js#62228, #97514).
 * Thrown inside a Suspense boundary, the answer is still a 404 (Next sets the status when the
 * boundary fails), but the document is the site's own: root layout, shell, and the boundary's
 * fallback, the same view as not-found.tsx, which the browser then renders in its place.
 */
function NotFoundPage() {
  return (
    <Suspense fallback={<NotFoundView />}>
      <NotFoundSignal />
    </Suspense>
  );
}

export default async function ContentPage({ params }: Props) {
  const { siteConfig: site, region, page } = await load(params);
  if (!page) return <NotFoundPage />;
  if (page.kind === 'moved') permanentRedirect(page.to);
  const origin = siteOrigin(site.id);
  if (page.kind === 'drug') return <DrugTemplateView drug={page.drug} site={site.id} region={region} origin={origin} />;
  const categories = await getCategories(site.id);
  if (page.kind === 'article') return <ArticleView article={page.article} site={site} region={region} origin={origin} categories={categories} loadNext={loadInfScrollArticle} />;

  const { category } = page;
  const subcategories = categories.filter((c) => c.parent === category.slug);
  const articles = await getArticlesInCategories(site.id, [category.slug, ...subcategories.map((s) => s.slug)], 100);
  return (
    <CategoryView
      category={category}
      parent={categories.find((c) => c.slug === category.parent)}
      subcategories={subcategories}
      articles={articles}
      origin={origin}
    />
  );
}
