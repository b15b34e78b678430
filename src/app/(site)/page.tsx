import type { Metadata } from 'next';
import { getCategories, getLatestArticles } from '@/content/queries.server';
import { HomeView } from '@/features/articles/components/HomeView';
import { currentOrigin, currentSite } from '@/lib/current-site.server';

export async function generateMetadata(): Promise<Metadata> {
  const [site, origin] = await Promise.all([currentSite(), currentOrigin()]);
  return {
    title: { absolute: `${site.name}: ${site.tagline}` },
    description: site.description,
    alternates: { canonical: `${origin}/` },
    openGraph: { type: 'website', title: site.name, description: site.description, url: `${origin}/`, siteName: site.name },
  };
}

export default async function HomePage() {
  const site = await currentSite();
  const [latest, categories, origin] = await Promise.all([getLatestArticles(site.id, 40), getCategories(site.id), currentOrigin()]);
  return <HomeView site={site} latest={latest} categories={categories} origin={origin} />;
}
