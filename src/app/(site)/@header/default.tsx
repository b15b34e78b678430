import { SiteHeader } from '@/shell/SiteHeader';

/** The header when no slot page matches the address (Next requires a default for every slot). */
export default function DefaultHeader() {
  return <SiteHeader variant={{ kind: 'standard', isHome: false }} />;
}
