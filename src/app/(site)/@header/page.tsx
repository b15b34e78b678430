import { SiteHeader } from '@/shell/SiteHeader';

/** The homepage's header: the logo is the page heading. */
export default function HomeHeader() {
  return <SiteHeader variant={{ kind: 'standard', isHome: true }} />;
}
