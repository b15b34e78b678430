import type { Metadata } from 'next';
import { getCategories, getLatestArticles } from '@/content/queries.server';
import { HomeView } from '@/views/home/HomeView';
import { pageContext } from '@/lib/page-key.server';
import { siteOrigin } from '@/lib/site-origin';

interface Props {
  params: Promise<{ site: string; region: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteConfig: site } = await pageContext(params);
  const origin = siteOrigin(site.id);
  return {
    title: { absolute: `${site.name}: ${site.tagline}` },
    description: site.description,
    alternates: { canonical: `${origin}/` },
    openGraph: { type: 'website', title: site.name, description: site.description, url: `${origin}/`, siteName: site.name },
  };
}

export default async function HomePage({ params }: Props) {
  const { siteConfig: site, region } = await pageContext(params);
  const [latest, categories] = await Promise.all([getLatestArticles(site.id, 40), getCategories(site.id)]);
  return <HomeView site={site} region={region} latest={latest} categories={categories} origin={siteOrigin(site.id)} />;
}
