import { getNavigation } from '@/content/queries.server';
import { type SiteId, SITES } from '@/sites';
import type { HeaderVariant } from './header-variant';
import { SimplifiedHeader } from './SimplifiedHeader';
import { StandardHeader } from './StandardHeader';

/** The header for a page, rendered by the layout's @header slot so it follows the page on client navigation (decision 002). */
export async function SiteHeader({ site: siteId, variant }: { site: SiteId; variant: HeaderVariant }) {
  const site = SITES[siteId];
  if (variant.kind === 'simplified') return <SimplifiedHeader site={site} theme={variant.theme} />;
  const navigation = await getNavigation(site.id);
  return <StandardHeader site={site} navigation={navigation} isHome={variant.isHome} isArticle={variant.isArticle ?? false} />;
}
