import type { MetadataRoute } from 'next';
import { currentOrigin } from '@/lib/current-site.server';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await currentOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/v2/', '/widgets/'] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
