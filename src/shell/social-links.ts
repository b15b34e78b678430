import type { NavigationDocument } from '@/content/article-schema';
import type { SiteId } from '@/lib/env';

export type SocialLink = NavigationDocument['footer']['socialLinks'][number];

/** Spec: "Social defaults exist for the psychology site". Used when its navigation document gives none. */
export const defaultSocialLinks: Readonly<Partial<Record<SiteId, readonly SocialLink[]>>> = {
  psy: [
    { network: 'instagram', url: 'https://www.instagram.com/wellread.mind.demo' },
    { network: 'facebook', url: 'https://www.facebook.com/wellread.mind.demo' },
    { network: 'youtube', url: 'https://www.youtube.com/@wellread.mind.demo' },
  ],
};

export function socialLinksFor(site: SiteId, navigation: NavigationDocument | null): readonly SocialLink[] {
  const given = navigation?.footer.socialLinks ?? [];
  return given.length > 0 ? given : (defaultSocialLinks[site] ?? []);
}
