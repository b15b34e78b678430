import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getArticle, getArticlesInCategories, getCategories, getCategoryByPath } from '@/content/queries.server';
import { ArticleView } from '@/features/articles/components/ArticleView';
import { CategoryView } from '@/features/articles/components/CategoryView';
import { resolvePath } from '@/features/articles/resolve-path';
import { DrugTemplateView, drugTemplateDescription, drugTemplateTitle } from '@/features/savings/components/DrugTemplateView';
import { drugTemplatePath } from '@/features/savings/template-path';
import { templateDrug } from '@/features/savings/server/template.server';
import { absoluteUrl, currentOrigin, currentSite } from '@/lib/current-site.server';

interface Props {
  params: Promise<{ path: string[] }>;
}

/** What a path shows; cached per request (keyed by the joined segments) so the metadata and the page resolve it once. */
const resolve = cache(async (joinedSegments: string) => {
  const site = await currentSite();
  const path = resolvePath(joinedSegments.split('/'));
  if (!path) return { site, page: null };
  const article = await getArticle(site.id, path);
  if (article) return { site, page: { kind: 'article' as const, article } };
  const category = await getCategoryByPath(site.id, path);
  if (category) return { site, page: { kind: 'category' as const, category } };
  const drug = await templateDrug(site.id, path);
  if (drug) return { site, page: { kind: 'drug' as const, drug } };
  return { site, page: null };
});

const load = async (params: Props['params']) => resolve((await params).path.join('/'));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await load(params);
  if (!page) return { title: 'Page not found' };
  const origin = await currentOrigin();
  if (page.kind === 'drug') {
    const title = drugTemplateTitle(page.drug);
    return { title, description: drugTemplateDescription(page.drug), alternates: { canonical: `${origin}${drugTemplatePath(page.drug.drugSlug)}` }, openGraph: { type: 'website', title } };
  }
  const doc = page.kind === 'article' ? page.article : page.category;
  const description = page.kind === 'article' ? (page.article.cesData.metaDescription ?? doc.description) : doc.description;
  const url = `${origin}${doc.canonicalPath}`;
  return {
    title: doc.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: page.kind === 'article' && page.article.isArticle ? 'article' : 'website',
      title: doc.title,
      description,
      url,
      ...(page.kind === 'article' && page.article.heroImage ? { images: [{ url: absoluteUrl(origin, page.article.heroImage.src), alt: page.article.heroImage.alt }] } : {}),
    },
  };
}

export default async function ContentPage({ params }: Props) {
  const { site, page } = await load(params);
  if (!page) notFound();
  const origin = await currentOrigin();
  if (page.kind === 'drug') return <DrugTemplateView drug={page.drug} site={site.id} origin={origin} />;
  const categories = await getCategories(site.id);
  if (page.kind === 'article') return <ArticleView article={page.article} site={site} origin={origin} categories={categories} />;

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
