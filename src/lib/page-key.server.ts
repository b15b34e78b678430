import 'server-only';
import { notFound } from 'next/navigation';
import { pageKeyFrom, type PageKey } from './page-key';
import { SITES, type SiteConfig } from '@/sites';

export interface PageContext extends PageKey {
  siteConfig: SiteConfig;
}

/** The page's site and region class from the internal route segments; a 404 for values proxy.ts never writes. */
export async function pageContext(params: Promise<{ site: string; region: string }>): Promise<PageContext> {
  const key = pageKeyFrom(await params);
  if (!key) notFound();
  return { ...key, siteConfig: SITES[key.site] };
}
