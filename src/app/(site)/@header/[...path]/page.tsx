import { headerVariantForPath } from '@/shell/header-for-path.server';
import { SiteHeader } from '@/shell/SiteHeader';

/** The header for every other path: the article's pageTemplate picks the variant (decision 002). */
export default async function PathHeader({ params }: { params: Promise<{ path: string[] }> }) {
  return <SiteHeader variant={await headerVariantForPath((await params).path)} />;
}
