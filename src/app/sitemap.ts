import type { MetadataRoute } from 'next';
import { getSitemapEntries } from '@/content/queries.server';
import { currentOrigin, currentSiteId } from '@/lib/current-site.server';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [site, origin] = await Promise.all([currentSiteId(), currentOrigin()]);
  const entries = await getSitemapEntries(site);
  return [{ url: `${origin}/`, changeFrequency: 'daily' }, ...entries.map((e) => ({ url: `${origin}${e.canonicalPath}`, lastModified: e.lastModified }))];
}
