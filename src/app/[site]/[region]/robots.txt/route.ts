import { pageKeyFrom } from '@/lib/page-key';
import { siteOrigin } from '@/lib/site-origin';

/** /robots.txt per site (proxy.ts rewrites it here), naming the site's configured origin. */
export const revalidate = 86400;

export function generateStaticParams(): { site: string; region: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ site: string; region: string }> }): Promise<Response> {
  const key = pageKeyFrom(await params);
  if (!key) return new Response('Not found', { status: 404 });
  const body = ['User-Agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /v2/', 'Disallow: /widgets/', '', `Sitemap: ${siteOrigin(key.site)}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
