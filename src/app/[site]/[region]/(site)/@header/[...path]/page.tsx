import { pageContext } from '@/lib/page-key.server';
import { headerVariantForPath } from '@/shell/header-for-path.server';
import { SiteHeader } from '@/shell/SiteHeader';

/** The header for every other path: the article's pageTemplate picks the variant (decision 002). */
export default async function PathHeader({ params }: { params: Promise<{ site: string; region: string; path: string[] }> }) {
  const [{ site }, { path }] = await Promise.all([pageContext(params), params]);
  return <SiteHeader site={site} variant={await headerVariantForPath(site, path)} />;
}
