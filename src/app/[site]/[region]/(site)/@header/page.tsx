import { pageContext } from '@/lib/page-key.server';
import { SiteHeader } from '@/shell/SiteHeader';

/** The homepage's header: the logo is the page heading. */
export default async function HomeHeader({ params }: { params: Promise<{ site: string; region: string }> }) {
  const { site } = await pageContext(params);
  return <SiteHeader site={site} variant={{ kind: 'standard', isHome: true }} />;
}
