import { getArticleBodiesWithFormats, getSitemapEntries } from '@/content/queries.server';
import { templatePaths } from '@/features/savings/server/template.server';
import { pageKeyFrom } from '@/lib/page-key';
import { siteOrigin } from '@/lib/site-origin';
import { sitemapXml } from '@/lib/sitemap-xml';
import { bodySitemapVideos, videoSitemapFormats } from '@/widgets/sitemap-videos';

/** /sitemap.xml per site (proxy.ts rewrites it here): cached like pages, expired when content changes (decision 004). */
export const revalidate = 3600;

export function generateStaticParams(): { site: string; region: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ site: string; region: string }> }): Promise<Response> {
  const key = pageKeyFrom(await params);
  if (!key) return new Response('Not found', { status: 404 });
  const origin = siteOrigin(key.site);
  const entries = await getSitemapEntries(key.site);
  const drugPages = await templatePaths(key.site, new Set(entries.map((e) => e.canonicalPath)));
  // Pages with a widget that plays videos list them (Google video sitemaps).
  const videoDocs = await getArticleBodiesWithFormats(key.site, videoSitemapFormats);
  const videosByPath = new Map(videoDocs.map((d) => [d.canonicalPath, bodySitemapVideos(d.body, origin)]));
  const xml = sitemapXml([
    { url: `${origin}/`, changeFrequency: 'daily' },
    ...entries.map((e) => ({ url: `${origin}${e.canonicalPath}`, lastModified: e.lastModified, videos: videosByPath.get(e.canonicalPath) })),
    ...drugPages.map((path) => ({ url: `${origin}${path}` })),
  ]);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
