import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { getArticle } from '@/content/queries.server';
import { resolvePath } from '@/content/resolve-path';
import { log } from '@/lib/log';
import type { SiteId } from '@/sites';
import { headerVariant, type HeaderVariant } from './header-variant';

/** The header variant for a catch-all path: the article's template decides; anything else gets the standard header. */
export async function headerVariantForPath(site: SiteId, segments: string[]): Promise<HeaderVariant> {
  const path = resolvePath(segments);
  if (!path) return headerVariant(null);
  try {
    return headerVariant(await getArticle(site, path));
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (dynamic rendering, notFound) are not failures.
    // The page itself reports the failure (error boundary); the header still renders.
    log('warn', 'header variant lookup failed', { path, error: String(error) });
    return headerVariant(null);
  }
}
