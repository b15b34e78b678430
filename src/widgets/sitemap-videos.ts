import type { BodyNode } from '@/content/article-schema';
import type { SitemapVideo } from '@/lib/sitemap-xml';
import { pageFacts } from './page-facts';
import { registry } from './registry';

/** The formats whose widgets give video sitemap entries (their definition's page.sitemapVideos). */
export const videoSitemapFormats: readonly string[] = Object.values(registry).flatMap((def) => (def.page && 'sitemapVideos' in def.page ? [def.format] : []));

/** The <video:video> entries of an article body as stored: those of its top-level widgets that give them; none when it is no list. */
export function bodySitemapVideos(body: unknown, origin: string): SitemapVideo[] {
  if (!Array.isArray(body)) return [];
  return pageFacts(body as BodyNode[], 'sitemapVideos', origin).flatMap((fact) => fact.value);
}
