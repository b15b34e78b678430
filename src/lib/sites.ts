import type { SiteId } from './env';

export interface SiteConfig {
  id: SiteId;
  name: string;
  /** Short line under the logo and in the homepage metadata. */
  tagline: string;
  description: string;
  themeColor: string;
  /**
   * Production domain. Links to it, or to its www., anon., dev. and frontend. hosts, are internal
   * (src/features/links/classify.ts); so are links to the hosts SITE_HOSTS maps to the site.
   */
  domain: string;
  /** The organisation id sent to partners as orgId on partner links. */
  orgId: string;
}

export const SITES: Record<SiteId, SiteConfig> = {
  healthline: {
    id: 'healthline',
    name: 'Wellread',
    tagline: 'Clear, careful health information',
    description: 'Plain-language health information, medically reviewed.',
    themeColor: '#0b5c5c',
    domain: 'wellread.example',
    orgId: 'wellread',
  },
  psy: {
    id: 'psy',
    name: 'Wellread Mind',
    tagline: 'Mental health, explained with care',
    description: 'Plain-language mental health information, medically reviewed.',
    themeColor: '#4b3b8f',
    domain: 'mind.wellread.example',
    orgId: 'wellread-mind',
  },
};
