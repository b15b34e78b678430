import type { NavigationDocument } from '@/content/article-schema';
import { SITES, type SiteId } from '@/sites';

export type SocialLink = NavigationDocument['footer']['socialLinks'][number];

/** The navigation document's social links, else the site's defaults from the site table (spec: "Social defaults exist for the psychology site"). */
export function socialLinksFor(site: SiteId, navigation: NavigationDocument | null): readonly SocialLink[] {
  const given = navigation?.footer.socialLinks ?? [];
  return given.length > 0 ? given : SITES[site].socialDefaults;
}
