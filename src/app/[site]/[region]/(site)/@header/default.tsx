import { pageContext } from '@/lib/page-key.server';
import { SiteHeader } from '@/shell/SiteHeader';

/** The header when no slot page matches the address (Next requires a default for every slot). */
export default async function DefaultHeader({ params }: { params: Promise<{ site: string; region: string }> }) {
  const { site } = await pageContext(params);
  return <SiteHeader site={site} variant={{ kind: 'standard', isHome: false }} />;
}
