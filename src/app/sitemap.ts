import type { MetadataRoute } from 'next';
import { getSitemapEntries } from '@/content/queries.server';
import { templatePaths } from '@/features/savings/server/template.server';
import { currentOrigin, currentSiteId } from '@/lib/current-site.server';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [site, origin] = await Promise.all([currentSiteId(), currentOrigin()]);
  const entries = await getSitemapEntries(site);
  const drugPages = await templatePaths(site, new Set(entries.map((e) => e.canonicalPath)));
  return [
    { url: `${origin}/`, changeFrequency: 'daily' },
    ...entries.map((e) => ({ url: `${origin}${e.canonicalPath}`, lastModified: e.lastModified })),
    ...drugPages.map((path) => ({ url: `${origin}${path}` })),
  ];
}
